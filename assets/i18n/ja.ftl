# 三目並べ：日本語。en.ftl と同じメッセージ id をすべて持つ。
#
# ゲームの用語はそのまま：X と O、マスの名前（「マス5」「b2」）、アルティメット。

game-title = 三目並べ

## Names: the players' names until they type their own, and the computer's.

name-computer = コンピューター
name-computer-numbered = コンピューター{ $number }
name-player = プレイヤー{ $number }

## Settings sheet

settings-title = 設定
settings-language = 言語
settings-language-system = システム（{ $language }）
settings-language-note = 選ぶまではシステムの言語に従います。
settings-board = 盤
settings-think = アルティメットでの「最強」の思考時間
settings-think-note = 長いほど強くなります。
settings-first = 先手（X）
settings-clock = 作成したルームの持ち時間
settings-clock-note = 1手ごとにこの時間内に打たないと、その対局は負けになります。クイックマッチは常に30秒です。
settings-look = 外観
settings-look-note = 選ぶまではシステムの設定に従います。
settings-sound = サウンド
settings-sound-effects = 効果音
settings-volume = 音量
settings-volume-value = { $percent }%
settings-labels = 盤のラベル
settings-labels-classic = マスの番号を常に表示
settings-labels-four = マスの名前を常に表示（a1〜d4）
settings-labels-five = マスの名前を常に表示（a1〜e5）
settings-labels-ultimate = 番号を常に表示（盤とマス）
settings-labels-misere = マスの番号を常に表示
settings-labels-qubic = 点の名前を常に表示（段、続けてa1〜d4）
settings-labels-note = 数字キーや矢印キーで操作しているときにも表示されます。
settings-server = ゲームサーバー
settings-names = 名前
settings-player-one = プレイヤー1
settings-player-two = プレイヤー2
settings-your-name = あなたの名前
settings-name-limit = 名前は{ $count }文字までです
settings-first-random = ランダム
settings-first-take-turns = 交互
settings-first-me = 自分
settings-first-my-friend = 友だち
settings-first-computer = コンピューター

## Choices

mode-human-vs-human = 2人対戦
mode-human-vs-computer = コンピューター対戦
mode-computer-vs-computer = コンピューター同士
mode-online = オンライン
difficulty-easy = かんたん
difficulty-medium = ふつう
difficulty-impossible = 最強
board-short-classic = 3 x 3
board-short-four = 4 x 4
board-short-five = 5 x 5
board-short-ultimate = アルティメット
board-short-misere = 逆三目並べ
board-short-qubic = 立体四目並べ
board-short-notakto = Notakto
board-classic = 3 x 3、3つ並べたら勝ち
board-four = 4 x 4、4つ並べたら勝ち
board-five = 5 x 5、4つ並べたら勝ち
board-ultimate = アルティメット：9つの盤が1つに。置いたマスの位置で、相手が次に打つ盤が決まります。盤を3つ並べて取れば勝ち
board-misere = 逆三目並べ：3 x 3、3つ並べたら負け
board-qubic = 立体四目並べ：4 x 4 x 4、立方体の76本の列のどれかに4つ並べたら勝ち
board-notakto = Notakto：3 x 3、二人ともXを置き、3つ並べたら負け
think-quick = すぐ
think-one-second = 1秒
think-five-seconds = 5秒
clock-none = なし
clock-seconds = { $seconds }秒
theme-light = ライト
theme-dark = ダーク
theme-high-contrast = ハイコントラスト



## Title screen

title-settings = 設定
title-statistics = 成績
# モードのカードに表示する説明。
title-blurb-human-vs-human = 1台で2人で対戦
title-blurb-human-vs-computer = コンピューターと対戦
title-blurb-computer-vs-computer = コンピューター同士の対局を観る
title-blurb-online = 誰とでも、コードで友だちとも
title-strength = コンピューターの強さ
# 対戦が続いているときに「開始」の下。$count は対局した数。
title-session-rounds = 今回は{ $count }局プレイしました。同じプレイヤーならスコアは引き継がれます

# 「開始」の下の概要：「3 x 3の盤 · あなたが先手」。
title-summary = { $board } · { $first }
# オンラインで自分が作成するルームの設定。$seconds は1手の持ち時間。
title-summary-room = { $board } · 作成するルーム：{ $first }、{ $seconds }秒
title-summary-room-no-clock = { $board } · 作成するルーム：{ $first }、持ち時間なし
title-summary-board = { $board }の盤
title-first-random = 先手はランダム
title-first-take-turns = 先手は交互
# オンライン：ルームを作成したプレイヤー。
title-first-maker = 作成者が先手
title-first-friend = 参加した友だちが先手
title-first-you = あなたが先手
title-first-computer = コンピューターが先手
title-first-named = { $name }が先手
# 設定を開く。
title-change = 変更…

# オンライン。$code はルームのコード（「KXMTRAB」）。
title-back-to-room = 自分の対局に戻る（ルーム{ $code }）
title-stop-looking = 探すのをやめる
title-play-the-computer = 代わりにコンピューターと対戦
title-quick-match = クイックマッチ
# 次にクイックマッチできるまでのカウントダウン。$time は「1:05」。
title-quick-match-in = クイックマッチ（あと{ $time }）
title-quick-match-note = 同じ盤で相手を探している人と対戦します。レート戦です。
title-play-a-friend = または友だちと対戦
title-create-room = ルームを作成
title-create-room-note = 盤、先手、持ち時間の設定が使われます。友だちはルームのコードかリンクで参加します。
title-join-note = または、友だちのルームにコードで参加するか、観戦します：
# 空のコード欄に表示。コードはそのまま。
title-code-hint = コード（例：KXMTRAB）
title-room-code = ルームコード
title-join = 参加
title-watch = 観戦

# 成績の画面。
title-stats-title = 成績
title-stats-none = 終わった対局はまだありません。
title-stats-won = 勝ち
title-stats-lost = 負け
title-stats-drawn = 引き分け
title-stats-best-streak = 最高連勝
title-stats-whose = 勝ちと負けはプレイヤー1のものです（コンピューター対戦ではあなたの成績）。
title-stats-reset-question = 成績をすべてリセットしますか？元に戻せません。
title-stats-reset-yes = リセットする
title-stats-reset-no = 残す
title-stats-reset = 成績をリセット…

# ランキング：タイトル画面のボタンと画面の見出し。
title-leaderboard = ランキング
title-leaderboard-asking = ゲームサーバーに問い合わせ中…
title-leaderboard-try-again = 再試行
# この端末の順位：$place は順位、$rating はレート（「1523」、不確かなうちは「1500?」）、$games はレート戦の数。
title-leaderboard-you = あなた：{ $place }位、レート{ $rating }（レート戦{ $games }局）
# まだランキング外：$needs はあと何人の異なる相手と対戦すればよいか。
title-leaderboard-you-unranked = あなた：レート{ $rating }（レート戦{ $games }局）。あと{ $needs }人の異なる相手と対戦するとランキングに載ります
title-leaderboard-you-none = この盤でのレート戦はまだありません。クイックマッチはレート戦です。
# $count はランキングに載るのに必要な異なる相手の数。
title-leaderboard-nobody = この盤でランキングに載っている人はまだいません。{ $count }人の異なる相手とレート戦をするとランキングに載ります。
# 同じ内容で、自分のレートに「?」が付いているとき。
title-leaderboard-nobody-provisional = この盤でランキングに載っている人はまだいません。{ $count }人の異なる相手とレート戦をするとランキングに載ります。レートの「?」は、対局数が少なくまだ確定していないという意味です。
# 表の見出し：順位、名前、レート、レート戦の数。
title-leaderboard-place = 順位
title-leaderboard-player = プレイヤー
title-leaderboard-rating = レート
title-leaderboard-games = 対局数
title-leaderboard-about = レートはGlicko-2で、盤ごとに計算されます。「?」は、対局数が少なくまだ確定していないという意味です。{ $count }人の異なる相手とレート戦をするとランキングに載ります。数えられるのは、自身も順位があり「?」のない相手だけです（その盤にそうしたプレイヤーが11人そろうまでは、10人と対局済みで「?」のない相手も数えられます）。それ以外の相手への勝利は1回最大{ $most }点、合計{ $all }点までです。



## Keys and help

keys-arrow-keys = 矢印キー

# ヘルプと README でキーを分類する見出し。
keys-when-menu = タイトル画面
keys-when-round = 対局中
keys-when-looking-back = 前の手を表示中
keys-when-over = 対局の終了後
keys-when-reviewing = 振り返り中
keys-when-board = 対局中と終了後
keys-when-anywhere = どこでも

# 同じ働きの2つのキー：「UまたはCtrl+Z」。キーの名前はキーボードの表記のまま。
keys-either = { $first }または{ $second }
# スクリーンリーダー用のキー一覧：1項目は「UまたはCtrl+Z：取り消し（…）」。
keys-plain-item = { $keys }：{ $what }
# 同じ見出しの項目の間。
keys-plain-separator = 。
# 見出しとその項目で1文。
keys-plain-section = 【{ $heading }】{ $items }。

# ボタンの表示名（同じ働きのキーがある）。
keys-button-start = 開始
keys-button-quit = 終了
keys-button-undo = 取り消し
keys-button-redo = やり直し
keys-button-hint = ヒント
keys-button-analysis = 分析
keys-button-back-to-game = 対局に戻る
keys-button-play-from-here = ここから打つ
keys-button-leave-round = メニュー
keys-button-close-review = 閉じる
keys-button-play-again = もう一度
keys-button-review = 振り返り
keys-button-copy-replay-link = リプレイをコピー
keys-button-report-threw = わざと負けた
keys-button-report-unfair = 不正なプレイ
keys-button-review-previous = 前へ
keys-button-review-next = 次へ
keys-button-back-to-menu = メニュー
keys-button-toggle-labels = マスの名前
keys-button-toggle-sound = サウンド
keys-button-help = ヘルプ

# ヘルプでの各キーの働き（README は英語）。
keys-what-start = 開始（オンラインではルームを開く）
keys-what-quit = 終了（デスクトップ版）。対戦相手を探している間は、探すのをやめる
keys-what-play-square = 3 x 3でマスに打つ（アルティメットでは盤、次にそのマス）：テンキーと同じく7 8 9が上の段
keys-what-move-cursor = 盤の上でカーソルを動かす
keys-what-place-at-cursor = カーソルのあるマスに打つ
keys-what-undo = 手を取り消す（コンピューター対戦では、コンピューターの手と自分の手）
keys-what-redo = 取り消した手をやり直す
keys-what-hint = ヒント：最善のマスとその結果
keys-what-analysis = 分析：空いているすべてのマスの結果
keys-what-back-to-game = すぐに対局に戻る
keys-what-play-from-here = 表示中の手から打ち直す（以降の手はやり直せます）
keys-what-earlier = 1手前の盤を見る
keys-what-later = 1手後の盤を見る
keys-what-first-position = 最初の空の盤を見る
keys-what-leave-round = 対局をやめてタイトル画面へ（確認あり）
keys-what-close-review = 振り返りを閉じる
keys-what-play-again = もう一度対局する（スコアは引き継がれます）
keys-what-review = 対局を1手ずつ振り返る
keys-what-copy-replay-link = この対局のリプレイをブラウザーで開くリンクをコピー
keys-what-report-threw = オンラインのレート戦のあと、相手をわざと負けたとして報告します
keys-what-report-unfair = オンラインのレート戦のあと、相手を不正なプレイ（プログラムや他人の助け）で報告します
keys-what-review-previous = 前の手を振り返る
keys-what-review-next = 次の手を振り返る
keys-what-back-to-menu = タイトル画面に戻る
keys-what-toggle-labels = マスの名前を表示／非表示
keys-what-toggle-sound = サウンドのオン／オフ
keys-what-help = すべてのキーを表示／非表示

# ヘルプ画面（? または F1）。
help-title = 遊び方
# 「3 x 3」の中はノーブレークスペース。
help-rules = XとOを交互に置きます。3 x 3では3つ、4 x 4と5 x 5では4つ並べたら勝ちです。マスをクリックまたはタップして打ちます。
help-ultimate = アルティメット：9つの小さな盤が1つに。小さな盤で3つ並べるとその盤を取り、小さな盤を3つ並べて取れば勝ちです。置いたマスと同じ位置にある小さな盤（枠で囲まれます）が、相手が次に打つ盤になります。その盤が取られているか埋まっているときは、まだ終わっていないどの盤にも打てます。キーでは1-9（テンキーの配置）でマスを選びます。盤を自由に選べるときは、先に1-9で盤を選びます。
help-misere = 逆三目並べ：3つ並べたら負けです。列を完成させた人は相手に勝ちを渡します。列ができずに盤が埋まれば引き分けです。「ふつう」は覚えられるルールで打ちます：ほかに空きマスがある限り自分の列を完成させない。先手なら中央を取り、その後は相手の手と中央をはさんで反対側のマスに打つ。それ以外は自分の印から離れて打つ。
help-qubic = 立体四目並べ：4 x 4 x 4の立方体で4つ並べます。立方体は4つの段で描かれます：1段目が左上、2段目が右上、3段目が左下、4段目が右下。列は1つの段の中、4つの段をまっすぐ貫く向き、または斜めに貫く向きにあり、全部で76本です。点は段とマスで2b3のように呼びます。先手は必ず勝てます。「ふつう」は勝てるなら勝ち、次に防ぎ、次に7本の列が通る16の点（立方体の角と内側の8点）のどれかを取ります。コーチのヒントはコンピューターの手とその理由（勝ち、防ぎ、探索による選択）を示し、分析は連続した脅しで勝ち負けが証明できる点にどちらが勝つかを示します。振り返りはまだ立体四目並べに対応していません。
help-notakto = Notakto：二人ともXを置き、誰の印であれ3つの列を完成させた人の負けです。引き分けはありません。印はそれぞれ置いた人の色のままで、先手をX、後手をOと呼びます。先手は必ず勝てます。「ふつう」は覚えられるルールで打ちます：ほかに空きマスがある限り列を完成させない。先手なら中央を取り、次に相手の最初の印から桂馬跳び（2つ進んで1つ横）のマスに打つ。打った後に空きマスがすべて列を完成させるマスがあれば、そこに打つ。
help-buttons = ボタン
help-buttons-note = TabとShift+Tabでボタンを移動し、SpaceかEnterで枠で囲まれたボタンを押します。対局中は、Tabでパネルに移るまで、矢印キー、Enter、Spaceは盤の操作に使われます。Escで盤の操作に戻ります。ブラウザーでは、パネルの最後のボタンからさらにTabを押すと、盤のマスにボタンとして移動できます。

# その場所では何もしないキー。$key はキーの名前（「Q」「F5」）。
keys-unbound-menu = { $key }はここでは使えません。Enterで開始、?ですべてのキーを表示
keys-unbound-classic = { $key }はここでは使えません。1-9（テンキーの配置）を押すか、マスをクリックしてください。?ですべてのキーを表示
keys-unbound-ultimate = { $key }はここでは使えません。枠で囲まれた盤のマスを1-9で選ぶ（盤を自由に選べるときは先に盤を選ぶ）か、マスをクリックしてください。?ですべてのキーを表示
# 4 x 4 と 5 x 5 の盤。
keys-unbound-large = { $key }はここでは使えません。マスをクリックするか、矢印キーとEnterを使ってください。?ですべてのキーを表示
keys-unbound-over = { $key }はここでは使えません。Enterでもう一度、Vで振り返り、Escでメニューへ。?ですべてのキーを表示
# アルティメットの数字キー：$board と $number はテンキーと同じ1〜9。
keys-not-ultimate = この盤はアルティメットではありません
keys-no-such-square = マス{ $number }はありません
keys-board-closed = 盤{ $board }はもう終わっています。まだ終わっていない盤を1-9で選んでください
keys-no-such-square-sent = マス{ $number }はありません。直前の手により、次は盤{ $board }のマス1-9です
keys-no-such-board = 盤{ $number }はありません。盤は1-9で、テンキーと同じ並びです
keys-board-picked = 盤{ $board }：次にマスを1-9で選んでください（0で別の盤を選び直します）
keys-pick-a-board = 盤を1-9で選んでください（テンキーの配置）
keys-numbers-classic-only = 数字キーでマスを選べるのは3 x 3の盤だけです。マスをクリックするか、矢印キーとEnterを使ってください
keys-no-such-square-classic = マス{ $number }はありません。マスは1-9で、テンキーと同じ並びです
keys-no-cursor = 先にマスを選んでください。矢印キーで移動、Enterで置きます
keys-sound-off = サウンドオフ
keys-sound-on = サウンドオン
# 盤の外をクリックまたはタップした。
keys-outside-board = 盤の外です。マスをクリックしてください

# スクリーンリーダー用のコントロール名と同じ働きのキー：「取り消し（UまたはCtrl+Z）」。
keys-spoken = { $label }（{ $keys }）
# 設定・成績・ヘルプの画面を閉じる。
keys-done = 完了

# キーボードでコントロールに移ったときにスクリーンリーダーが読み上げる。
# $label はコントロールの名前（「開始（Enter）」「コンピューター対戦」）。
focus-button = { $label }、ボタン
# いくつかの中から1つを選ぶもの（チップ、モード）。
focus-option = { $label }、選択肢
focus-option-selected = { $label }、選択肢、選択済み
focus-checkbox = { $label }、チェックボックス
focus-checkbox-checked = { $label }、チェックボックス、チェックあり
focus-checkbox-not-checked = { $label }、チェックボックス、チェックなし
# $text は入力されている文字。
focus-text-field = { $label }、テキストフィールド、{ $text }
focus-text-field-empty = { $label }、テキストフィールド、空欄
# 名前のない入力欄：$label は入力されている文字。
focus-text-field-unnamed = { $label }、テキストフィールド
focus-text-field-unnamed-selected = { $label }、テキストフィールド、選択済み
focus-slider = { $label }、スライダー
focus-slider-selected = { $label }、スライダー、選択済み
focus-section = { $label }、セクション
focus-section-selected = { $label }、セクション、選択済み
focus-selected = { $label }、選択済み

# スクリーンリーダー向けのキーの説明（$keys はキー一覧全体の文）。
keys-describe = マスをクリックまたはタップして打つか、キーを使います。{ $keys }
# $text はコピーしたもの（リンク）。
clipboard-copied = { $text }をコピーしました
# $error はシステムの言葉での理由。
clipboard-failed = コピーできませんでした（{ $error }）。テキストを選択してコピーしてください
# 保存された成績と設定：$error と $problem は理由（英語）。
saved-statistics-damaged = 保存された成績が壊れていたため（{ $error }）、最初からやり直します。設定はそのままです
saved-statistics-not-saved = 成績を保存できませんでした（{ $error }）
saved-settings-partly = 保存された設定の一部を読み込めなかったため、その部分は初期設定を使います：{ $problem }
# $count はほかの問題の数。
saved-settings-partly-more = 保存された設定の一部を読み込めなかったため、その部分は初期設定を使います：{ $problem }（ほか{ $count }件）
saved-settings-unreadable = 保存された設定を読み込めませんでした（{ $error }）。初期設定を使います
saved-settings-not-saved = 設定を保存できませんでした（{ $error }）

# ブラウザーでスクリーンリーダー向けにボタンとして並べた盤：そのグループの名前。
grid-name = 盤、{ $size } x { $size }
grid-name-ultimate = 盤、アルティメット：3 x 3の小さな盤が9つ
grid-name-qubic = 立方体、立体四目並べ：4 x 4の段が4つ
# アルティメットのマスのボタン：$square はマスの説明（「盤7、マス5、空き」）、$board は次に打つ盤（1〜9）。
grid-square-sent = { $square }。打てるのは盤{ $board }です
grid-square-any = { $square }。まだ終わっていないどの盤にも打てます
square-label-number = マス{ $number }、{ $place }、{ $content }
square-label-named = マス{ $square }、{ $row }行目、{ $column }列目、{ $content }
square-label-ultimate = 盤{ $board }、マス{ $square }、{ $content }
square-label-qubic = { $layer }段目、マス{ $square }、{ $content }
square-empty = 空き
square-place = { $place ->
    [top-left] 左上
    [top] 上
    [top-right] 右上
    [left] 左
    [right] 右
    [bottom-left] 左下
    [bottom] 下
    [bottom-right] 右下
   *[centre] 中央
}



## Round

# 盤の上のプレイヤー表示

# この端末の勝者の名前の下。相手が人のとき。
round-you-win = あなたの勝ち
# 勝者の名前の下。
round-wins = 勝利
# オンラインで手番のプレイヤーの名前の下。$time は残り時間（「0:23」など）。
round-time-left = 残り { $time }
# 相手が人のとき、自分の名前の下。
round-you = あなた
# 中央の引き分け数の下。数字は上に表示され、このメッセージには含まれない。
round-draws = 引き分け

# 盤の横のパネル

# コンピューター同士の対局で、一時停止から再開するボタン。短く。
round-resume = 再開
# 振り返りのカード。$step は表示中の手、$count はその対局の手数。
round-review-step = 振り返り：{ $step }手目（全{ $count }手）
# リンクから開いたリプレイの結果カード。$mark は X か O。
round-replay-won = { $mark }の勝ち
round-replay-draw = 引き分け
round-replay-unfinished = 未決着
# リプレイの結果の下。$count は手数。
round-replay-moves = リプレイ：全{ $count }手
# オンラインのレート戦で結果の下。$score は対戦成績（文）、$rating はレートの変化（文）。
round-score-and-rating = { $score }。{ $rating }
round-report = 報告：
round-reported = 報告しました。ありがとうございます
# オンラインで、クイックマッチで相手が決まったときにルームコードの代わりに表示。
round-rated-match = レート戦クイックマッチ
# オンラインのルームコードの前。
round-room = ルーム
round-copy-code = コードをコピー
round-copy-link = リンクをコピー
# このルームを観戦するページのリンクをコピー。
round-copy-watch-link = 観戦リンクをコピー
# 打った手の一覧の見出し。
round-moves = 棋譜
round-moves-none = まだありません

# 対局をやめる

round-leave-room = ルームを退出しますか？
round-leave-room-why = 退出したことは友だちにも表示され、この対局は記録されません。
round-leave-round = この対局をやめますか？
round-leave-round-why = まだ終わっていないため、記録されません。
round-leave = やめる
round-keep-playing = 続ける
# ボタンの下のヒント。Enter と Esc はキー。
round-leave-keys = Enterでやめる、Escで続ける。
# 確認が開いたときにスクリーンリーダーが読み上げる。Enter と Escape はキー。
round-leave-room-said = ルームを退出しますか？Enterでやめる、Escapeで続ける
round-leave-round-said = この対局をやめますか？Enterでやめる、Escapeで続ける



## Board

# マスの上の分析と、コーチの枠

# そのマスに打った結果。$mark は X か O。
board-wins = { $mark }の勝ち
board-draw = 引き分け
# 「Xの勝ち」の下：次の手で勝つ。
board-at-once = 次の一手で
# 「Xの勝ち」の下：勝つまでの手数（1にはならない：それは「次の一手で」）。
board-in-moves = { $count }手で
# アルティメットで、手番のプレイヤーがそのマスで勝つ確率。$percent は 0〜100。
board-chance = { $percent }%
board-analysing = 分析中…
# ヒントが勧めるマスの枠。
board-best = 最善
# 振り返りで、実際の手より良いマスの枠。
board-better = より良い
# 振り返り中の手の枠。$mark は X か O。
board-played = { $mark }の手
# 振り返り中の手の枠、判定が出る前。
board-judging = 判定中…



## Narration

# 対局中にステータス行とスクリーンリーダーで伝える言葉。
# $mark は常に X か O。$name はプレイヤーの名前（または「コンピューター」）。

# 新しい対局：番号、続いてスコア（narrate-score の文）。
narrate-round-started = 第{ $number }局。{ $score }
narrate-sentence = { $text }。
narrate-sentences = { $first }{ $second }
# 手が打たれた。$square は narrate-square-* の語句（「マス5」「盤7のマス5」）かマスの名前（「c2」）。
narrate-you-took = あなたが{ $square }に置きました
narrate-took = { $name }が{ $square }に置きました
# 文中のマス：3 x 3 の盤（テンキーと同じ並びの番号）とアルティメット。
narrate-square-number = マス{ $number }
narrate-square-ultimate = 盤{ $board }のマス{ $square }
# 誰の番か。（$mark）はそのプレイヤーの記号。
narrate-your-turn = あなたの番です（{ $mark }）
narrate-turn = { $name }の番です（{ $mark }）
narrate-thinking = { $name }が考え中です（{ $mark }）

# 打てない手

# 埋まっているマス：3 x 3（$number は 1〜9）、アルティメット、大きい盤（$square は「b3」などの名前）。
narrate-taken-number = マス{ $number }にはすでに{ $mark }があります。空いているマスを選んでください
narrate-taken-ultimate = 盤{ $board }のマス{ $square }にはすでに{ $mark }があります。空いているマスを選んでください
narrate-taken-named = { $square }にはすでに{ $mark }があります。空いているマスを選んでください
# アルティメット：勝負がついたか埋まった小さな盤。
narrate-closed-board = 盤{ $board }はもう終わっています。まだ終わっていない盤に打ってください
# アルティメット：直前の手のマスが、次に打つ小さな盤（枠で囲まれた盤）を決める。
narrate-wrong-board = 直前の手により、次は盤{ $board }です。枠で囲まれた盤に打ってください
narrate-off-board = そこはこの盤のマスではありません
narrate-round-over = 対局は終了しました。EnterかRでもう一度、Escでメニューへ
narrate-watching = 観戦中です。打てるのは対局中の2人だけです
narrate-wait-computer = お待ちください。コンピューターの番です
narrate-wait = お待ちください。{ $name }の番です
# 別の手と同時に2手目が指示されたとき。
narrate-one-at-a-time = 1手ずつ打ってください
# 「対局に戻る」と「ここから打つ」はボタン、(End) と (P) はそのキー。
narrate-looking-back = 前の手を表示しています：対局に戻る（End）またはここから打つ（P）

# 手を戻す

# 2つの手の並び。それぞれ記号とマスの名前（「X 5とO 3」）。
narrate-moves-and = { $first }と{ $second }
# $moves：取り消した手ややり直した手（narrate-moves-and の並び、または「X 5」のような1手）。
narrate-undid = { $moves }を取り消しました
narrate-redid = { $moves }をやり直しました
narrate-playing-from = { $number }手目から打ち直します。以降の手はやり直せます
narrate-nothing-to-undo = 取り消せる手はありません
narrate-nothing-to-redo = やり直せる手はありません
narrate-only-computer-moves = 取り消せるあなたの手はありません。コンピューターが先手でした
narrate-no-take-backs-online = オンライン対局では待ったはできません。打った手はそのままです
# 「振り返り」は手を1つずつ見るボタン。
narrate-no-take-backs-replay = リプレイは実際の対局をそのまま見せます。「振り返り」で1手ずつ確認できます
narrate-no-take-backs-engine = このエンジンは CodinGame の形式で指すため、手を戻せません
# $number：指定された手。$moves：その対局の手数。
narrate-no-such-move = { $number }手目はありません。この対局は全{ $moves }手です
# 取り消しで対局を終わらせた手が戻った。$score は narrate-score の文。
narrate-round-reopened = 対局が再開され、結果は取り消されました。{ $score }

# 結果とスコア

narrate-result-draw = 引き分けです
narrate-result-you-win = あなたの勝ち！
# 相手の持ち時間が切れた。
narrate-result-you-win-on-time = 相手の時間切れで、あなたの勝ち！
narrate-result-computer-wins = コンピューターの勝ちです
narrate-result-wins = { $name }の勝ち！
# Misère: the result, then who completed a line (and so lost). $mark: X or O;
# $result: the sentence above (the second form when it ends in "!").
narrate-result-misere = { $result }。{ $mark }が3つ並べました
narrate-result-misere-exclaimed = { $result }{ $mark }が3つ並べました
narrate-result-wins-on-time = 相手の時間切れで、{ $name }の勝ち！
# コンピューター戦：結果、続いて使った助け（コーチの文）。
# 「！」で終わらない結果の後。
narrate-result-help = { $result }。{ $help }
# 「！」で終わる結果の後。
narrate-result-exclaimed-help = { $result }{ $help }
# コンピューター戦：勝ち、負け、引き分けの数。
narrate-score-yours = スコア：{ $won }勝{ $lost }敗{ $drawn }分け
# 2人の対戦：それぞれの名前と勝ち数、続いて引き分け数。
narrate-score = スコア：{ $first } { $first_wins }勝、{ $second } { $second_wins }勝、引き分け{ $draws }

# メニューの選択が変わったときの読み上げ

# $mode：モード（「2人対戦」）。$strength：コンピューターの強さ（「最強」）。
# $first：先手（下の narrate-menu-* の語句）。$board：盤
# （「3 x 3、3つ並べたら勝ち」）。$enter：Enter で何をするか（下の文）。
narrate-menu = メニュー：{ $mode }、{ $first }、{ $board }。{ $enter }
narrate-menu-with-strength = メニュー：{ $mode }、{ $strength }、{ $first }、{ $board }。{ $enter }
narrate-menu-you-first = あなたが先手
narrate-menu-friend-first = 友だちが先手
narrate-menu-computer-first = コンピューターが先手
narrate-menu-named-first = { $name }が先手
narrate-menu-random-first = 先手はランダム
narrate-menu-take-turns = 先手は交互
narrate-menu-offline = オンライン対戦にはネットワークが必要ですが、この端末はオフラインです。それ以外はオフラインでも遊べます
narrate-menu-enter-finds = Enterで対戦相手を探す
narrate-menu-enter-starts = Enterで開始

## Online

# 接続中のステータス行とタイトル画面。$address はゲームサーバーのアドレス。
online-connecting = { $address }に接続中…
online-reconnecting = 接続が切れました。再接続中…
online-reconnected = 再接続しました
# クイックマッチ：同じインターネットアドレスから別の人も探している。クイックマッチは同じアドレスの人同士を組み合わせない。
online-household = 同じアドレスのほかの人も相手を探しています。クイックマッチでは同じアドレスのプレイヤー同士は対戦しません（その人と対戦するには、探すのをやめてルームを作成し、コードを伝えてください）
online-household-alone = 同じアドレスのほかの人も相手を探しています。クイックマッチでは同じアドレスのプレイヤー同士は対戦しません（その人と対戦するには、探すのをやめてルームを作成し、コードを伝えてください）。代わりにコンピューターと対戦することもできます
# $board：盤の短い名前（「3 x 3」「アルティメット」）。
online-searching = { $board }の対戦相手を探しています…
online-searching-alone = レートの近い人で{ $board }の相手を探している人はまだいません。待つほど探す範囲が広がります。代わりにコンピューターと対戦することもできます
online-waiting-for-friend = 友だちがコード{ $code }で参加するのを待っています
# $name：相手の名前。
online-wants-again = { $name }がもう一度対戦を希望しています
online-waiting-again = { $name }がもう一度対戦を選ぶのを待っています
# $watchers：ルームを観戦している人数（0 なら何も表示しない）。
online-playing = { $name }とオンライン対戦中{ $watchers ->
        [0] {""}
       *[other] （{ $watchers }人が観戦中）
    }
# $seconds：サーバーが席を残しておく時間。
online-away = { $name }の接続が切れました。戻るまで{ $seconds }秒待ちます
online-left = { $name }が退出しました
online-joined = { $name }が参加しました
online-lost-connection = { $name }の接続が切れました。待っています…
online-is-back = { $name }が戻りました

# ルームを観戦中：$others はほかに観戦している人数（0 なら何も表示しない）。

online-watching-both = { $first }と{ $second }の対局を観戦中{ $others ->
        [0] {""}
       *[other] （ほかに{ $others }人が観戦中）
    }
online-watching-empty = ルーム{ $code }を観戦中：2人目のプレイヤーを待っています{ $others ->
        [0] {""}
       *[other] （ほかに{ $others }人が観戦中）
    }
online-watching-away = { $name }の接続が切れました。戻るまで{ $seconds }秒待ちます{ $others ->
        [0] {""}
       *[other] （ほかに{ $others }人が観戦中）
    }
online-watching-left = { $name }が退出しました{ $others ->
        [0] {""}
       *[other] （ほかに{ $others }人が観戦中）
    }
online-watching-room = ルーム{ $code }を観戦中

# サーバーからの案内。$code：ルームの7文字のコード。

online-back-in-room = ルーム{ $code }の自分の席に戻りました
online-found-player = 対戦相手が見つかりました。対局開始です
online-room-open = ルーム{ $code }を作成しました。友だちにコード{ $code }を伝えてください
online-joined-room = ルーム{ $code }に参加しました

# 接続のトラブル

# $reason：理由（closed-* のメッセージのどれか、またはサーバーの言葉）。
online-room-closed = ルームが閉じられました：{ $reason }
# ルームが閉じられた理由。online-room-closed の中で使う。
closed-stopped-looking = 対戦相手を探すのをやめました
closed-left = ルームを退出しました
closed-stopped-watching = 観戦をやめました
closed-everyone-left = 全員が退出しました
closed-idle = ルームで長時間動きがありませんでした
closed-shutting-down = サーバーを停止しています
closed-called-off = 対局は中止になりました
# 観戦者に表示：$name がクイックマッチの最初の一手を打たなかった。
closed-called-off-by = { $name }が最初の一手を打たなかったため、対局は中止になりました
# $seconds：クイックマッチで最初の一手を打つまでの持ち時間。
closed-no-first-move = { $seconds }秒以内に最初の一手を打たなかったため、対局は中止になりました（レートには反映されません）。次のクイックマッチは1分後から始められます
# $name が一手も打たなかったため中止になったクイックマッチ。ゲームはほかの相手を探す。
called-off-looking-again = { $name }が最初の一手を打たなかったため、対局は中止になりました（レートには反映されません）。ほかの対戦相手を探しています…
# $error：接続の技術的なエラー文。
online-connection-lost = サーバーとの接続が切れました（{ $error }）。再接続中
# サーバーが接続を終えたときに、上の $error として使う。
online-server-closed = サーバーが接続を閉じました
online-reconnect-failed = サーバーに再接続できませんでした。ルームは失われました
online-needs-network = オンライン対戦にはネットワークが必要ですが、この端末はオフラインです。それ以外はオフラインでも遊べます
# $address：ゲームサーバーのアドレス。ブラウザーで表示。
online-unreachable-page = { $address }のゲームサーバーに接続できません。このページのサーバーが停止している可能性があります
# デスクトップ版：.ci/web はスクリプトのパス。「設定」は設定画面。
online-unreachable = { $address }のゲームサーバーに接続できません。起動していますか？（.ci/webで起動できます。アドレスは「設定」にあります）

# コマンド

# $typed：コードとして入力された文字。例のコード KXMTRAB はそのまま。
online-not-a-code = 「{ $typed }」はルームコードではありません。コードはI、L、O（1や0と紛らわしい文字）を含まない英字7文字です（例：KXMTRAB）
# 「メニュー」はルームを退出するボタン。
online-already-in-room = すでにルームにいます。先に退出してください（メニュー）
# $name：時間をかけすぎたプレイヤー。
online-ran-out-of-time = { $name }の時間切れです
online-seconds-left = 残り{ $seconds }秒で打ってください
online-asked-again = { $name }にもう一度対戦を申し込みました

# レートとランキング

# レート戦の後。$delta：符号付きの変化（「+16」「-8」）。
online-rating-change = レート：{ $before } → { $after }（{ $delta }）
online-reported = 報告しました。モデレーターがこの対局を確認します。ありがとうございます
online-report-nothing = 報告できるのは、オンラインのレート戦の相手だけです（1局に1回）
online-unranked = あと{ $needs }人の異なる相手と対戦するとランキングに載ります
# スクリーンリーダー向けのランキング（まだ誰も載っていないとき）。$you：「ranked」（$place と $rating）、
# 「unranked」（$rating と、あと何人と対戦するかの $needs）、「none」（レート戦なし）。
online-leaderboard-empty = { $board }のランキング：まだ誰も載っていません{ $you ->
        [ranked] 。あなたは{ $place }位、レート{ $rating }です
        [unranked] 。あなたのレートは{ $rating }です。あと{ $needs }人の異なる相手と対戦するとランキングに載ります
       *[none] 。この盤でのレート戦はまだありません
    }
# 同上。$players 人が載っていて、1位は $leader（レート $leader_rating）。
online-leaderboard = { $board }のランキング：{ $players }人、1位は{ $leader }（レート{ $leader_rating }）{ $you ->
        [ranked] 。あなたは{ $place }位、レート{ $rating }です
        [unranked] 。あなたのレートは{ $rating }です。あと{ $needs }人の異なる相手と対戦するとランキングに載ります
       *[none] 。この盤でのレート戦はまだありません
    }
online-leaderboard-unreadable = サーバーの応答を読み取れませんでした。バージョンが違うのかもしれません
online-leaderboard-timeout = サーバーから時間内に応答がありませんでした。もう一度お試しください



## Coach

coach-online = オンライン対局ではコーチはお休みです。あなたと相手の勝負です
coach-not-yet = コーチの振り返りはまだこのゲームに対応していません：ヒントと分析は使えます
coach-hint-round-over = 対局は終了しました。ヒントはありません
coach-hint-past = ヒントは今の局面にしか出せません。先に対局に戻ってください
coach-analysis-on-ultimate = 分析オン：次に打てる各マスに、エンジンの探索での勝率を表示します
coach-analysis-on-qubic = 分析オン：連続した脅しで証明できる点にどちらが勝つかを示します。ほかの点は未定のままです
coach-analysis-on = 分析オン：空いている各マスに、そこに打った場合の結果を表示します
coach-analysis-off = 分析オフ

# ヒント。$mover：手番の側、X か O。

# 最善の手を打ち合った場合の結果。$winner：X か O。
coach-outlook-win = { $winner }が{ $moves }手で勝ち
coach-outlook-draw = 引き分け
# $result：「draw」「win」「loss」。$outlook：上の語句。
coach-hint-any = { $mover }へのヒント：どのマスでも{ $result ->
        [draw] 引き分けを保てます
        [win] 勝てます（{ $outlook }）
       *[loss] 最も長く粘れます（{ $outlook }）
    }
# $square：マスの名前（「5」「c2」）。
coach-hint-one = { $mover }へのヒント：マス{ $square }で{ $result ->
        [draw] 引き分けを保てます
        [win] 勝てます（{ $outlook }）
       *[loss] 最も長く粘れます（{ $outlook }）
    }
coach-hint-computer = { $mover }へのヒント：{ $result ->
        [win] { $square }で必ず勝てます
        [block] { $square }で、あと1つでそろう列を防げます
       *[choice] コンピューターなら{ $square }に置きます（必勝の手順はまだ見えていません）
    }
# $squares：マスの名前の並び（「1、3または7」）。
coach-hint-many = { $mover }へのヒント：マス{ $squares }で{ $result ->
        [draw] 引き分けを保てます
        [win] 勝てます（{ $outlook }）
       *[loss] 最も長く粘れます（{ $outlook }）
    }
# アルティメット：$board と $square は1〜9。$result：「win」「draw」「loss」（確定）、
# または「chance」で $percent はエンジンの探索での手番側の勝率。
coach-hint-engine = { $mover }へのヒント：盤{ $board }のマス{ $square }{ $result ->
        [win] で勝てます
        [draw] で引き分けを保てます
        [loss] で最も長く粘れます
       *[chance] （エンジンの探索での{ $mover }の勝率{ $percent }%）
    }
# 並び：「1、3または7」は「1」＋「、」＋（「3」または「7」）。振り返りでは「X 1またはX 3またはX 7」。
coach-list-or = { $first }または{ $last }
coach-list-comma = { $first }、{ $rest }

# 手の表示と振り返り。$number：手の番号。$total：手数。$played：手（「X 5」「O c2」）。

coach-viewing-start = 開始局面を表示中（全{ $total }手の1手目より前）
coach-viewing-move = { $number }手目を表示中（全{ $total }手）：{ $played }
# End と P はキー。
coach-viewing-start-read-only = 開始局面を表示中（全{ $total }手の1手目より前）。この盤には打てません：対局に戻る（End）またはここから打つ（P）
coach-viewing-move-read-only = { $number }手目を表示中（全{ $total }手）：{ $played }。この盤には打てません：対局に戻る（End）またはここから打つ（P）
coach-back-to-game = 対局に戻りました
coach-pick-a-move = 先に棋譜から手を選んでください。そこから打ち直せます
coach-no-moves = まだ手がないため、前の手は見られません
coach-review-closed = 振り返りを閉じました
coach-review-judging = { $number }手目（全{ $total }手）：{ $played }、判定中…
# $mark：下の評価のいずれか。
coach-review-mark = { $mark }（{ $number }/{ $total }）
# 最善の手と比べた評価。$better：最善の手（「X 5またはX 7」）。
coach-mark-best-win = { $number }手目：{ $played }、最善手。勝ちにつながります
coach-mark-best-draw = { $number }手目：{ $played }、最善手。引き分けを保ちます
coach-mark-best-loss = { $number }手目：{ $played }、最善手。最も長く粘ります
coach-mark-kept-win = { $number }手目：{ $played }でも勝てますが、{ $better }ならもっと早く勝てます
coach-mark-kept-loss = { $number }手目：{ $played }では{ $better }より早く負けます
# $what：「force」（$opponent に必勝を許した）、「slip」、「changed」。$held：良い手なら
# どうなっていたか：「won」「draw」「lost」（$opponent の勝ち）。
coach-mark-mistake = { $number }手目：{ $played }{ $what ->
        [force] で{ $opponent }に必勝の手順を許しました
        [slip] で勝ちを逃し、引き分けになりました
       *[changed] で結果が変わりました
    }。{ $better }なら{ $held ->
        [won] 勝っていました
        [draw] 引き分けを保てました
       *[lost] { $opponent }の勝ちでした
    }
# アルティメットで、エンジンの勝率と比べた評価。$mover：X か O。$played_percent、$best_percent：勝率（%）。
# $points：その差。$top：エンジンの選んだ手（「X 5-3」）。
coach-mark-chance-choice = { $number }手目：{ $played }、エンジンと同じ手：{ $mover }の勝率{ $played_percent }%
coach-mark-chance-as-good = { $number }手目：{ $played }、エンジンの選んだ{ $top }と同等：{ $mover }の勝率{ $played_percent }%（{ $top }は{ $best_percent }%）
coach-mark-chance-kept = { $number }手目：{ $played }で{ $mover }の勝率が{ $points }ポイント下がりました（{ $best_percent }%から{ $played_percent }%へ）。{ $better }のほうが良い手でした
coach-mark-chance-mistake = { $number }手目：{ $played }で{ $mover }の勝率が{ $points }ポイント失われました（{ $best_percent }%から{ $played_percent }%へ）。{ $better }なら{ $best_percent }%を保てました

# 対局で使った助け。結果と一緒に伝える。

coach-used-hints = ヒントを{ $hints }回使いました
coach-used-undos = 取り消しを{ $undos }回使いました
coach-used-both = ヒントを{ $hints }回、取り消しを{ $undos }回使いました



## Statistics and review

# 成績の1行：対戦相手（$strength：コンピューターの強さ、「最強」）と盤（$board：「5 x 5」）。
stats-record-you-vs = あなた vs { $strength }、{ $board }
# コンピューター同士。
stats-record-itself = { $strength }同士、{ $board }
stats-record-two-players = 2人対戦、{ $board }
stats-record-online = オンライン、{ $board }（あなたの成績）

# リプレイ

replay-link-after-round = リプレイのリンクは対局が終わると作成されます
replay-finish-round-first = リプレイを開くには、この対局を終えるかやめてください
# リプレイのリンクが開かれた：手数と対局の結果。
replay-opened-win = 全{ $moves }手のリプレイ、{ $mark }の勝ち。矢印キーで1手ずつ確認できます
replay-opened-draw = 全{ $moves }手のリプレイ、引き分け。矢印キーで1手ずつ確認できます
replay-opened-unfinished = 全{ $moves }手のリプレイ、未決着。矢印キーで1手ずつ確認できます
# リプレイのリンク（「?replay=」の後の文字）が開けない理由。
replay-error-empty = このリプレイのリンクは開けません：リプレイが空です
replay-error-too-long = このリプレイのリンクは開けません：リプレイが{ $letters }文字あり、どの対局よりも長すぎます
# $letter：リンクの最初の文字。盤を表すはず。
replay-error-unknown-board = このリプレイのリンクは開けません：リプレイが「{ $letter }」で始まっていますが、これはどの盤も表しません（3、4、5、u のいずれか）
replay-error-not-a-letter = このリプレイのリンクは開けません：リプレイに「{ $letter }」が含まれていますが、手の表記には使われない文字です
replay-error-cut-short = このリプレイのリンクは開けません：リプレイが手の途中で終わっています
replay-error-off-the-board = このリプレイのリンクは開けません：リプレイの{ $number }手目が盤の外です
# ルールに反する手：$number は手の番号、$square はマスの名前（「5」「c2」「7-5」）。
replay-error-taken = このリプレイのリンクは開けません：リプレイの{ $number }手目（マス{ $square }）は打てません。そのマスにはすでに{ $mark }があります
replay-error-square-off-board = このリプレイのリンクは開けません：リプレイの{ $number }手目（マス{ $square }）は打てません。{ $row }行{ $column }列は盤の外です
replay-error-game-over = このリプレイのリンクは開けません：リプレイの{ $number }手目（マス{ $square }）は打てません。対局はすでに終わっています
replay-error-closed-board = このリプレイのリンクは開けません：リプレイの{ $number }手目（マス{ $square }）は打てません。盤{ $board }はもう終わっています。まだ終わっていない盤に打ってください
replay-error-wrong-board = このリプレイのリンクは開けません：リプレイの{ $number }手目（マス{ $square }）は打てません。直前の手により、次は盤{ $board }です
replay-error-moves-after-the-end = このリプレイのリンクは開けません：リプレイの{ $number }手目は対局が終わった後の手です
replay-error-unfinished = このリプレイのリンクは開けません：リプレイの対局は最後まで終わっていません


## Server refusals: what the game server would not do, worded by the game
## from the refusal's code and arguments (src/game/online/refusal.rs).

# 待つ時間。refusal-too-many-joins と refusal-too-soon の中で使う。
refusal-wait-seconds = { $count }秒
refusal-wait-minutes = { $count }分
refusal-wait-hours = { $count }時間
refusal-wait-days = { $count }日
# $server、$client：プロトコルのバージョン番号。
refusal-version-update-game = このサーバーのプロトコルはバージョン{ $server }、ゲームはバージョン{ $client }です。ページを再読み込みするか、ゲームを更新してください
refusal-version-update-server = このサーバーのプロトコルはバージョン{ $server }、ゲームはバージョン{ $client }です。サーバーがゲームより古いため、サーバーの管理者に更新を依頼してください
refusal-too-large = { $bytes }バイトのメッセージは、上限の{ $limit }バイトを超えています
refusal-too-fast = メッセージが1秒に{ $per_second }件を超えたため、このメッセージは処理されませんでした
refusal-too-fast-leaderboards = ランキングの送信は1つのアドレスにつき1秒に{ $per_second }回までです。1秒後にもう一度お試しください
# $why：メッセージを読む側の言葉（英語）。
refusal-malformed = このゲームのメッセージではありません：{ $why }
refusal-binary = { $bytes }バイトのバイナリメッセージです。このゲームはテキストでやりとりします
# $sentence：上の3つのメッセージのいずれか。
refusal-disconnected = { $sentence }。正しくないメッセージが多すぎるため、接続を閉じます
# $code：入力されたルームのコード（KXMTRAB など）。
refusal-no-such-room = ルーム{ $code }は見つかりません。コードを確認してください
refusal-room-closed = ルームは閉じられました
refusal-room-full = ルーム{ $code }にはすでに2人のプレイヤーがいます
# $wait：refusal-wait-seconds か refusal-wait-minutes。
refusal-too-many-joins = このアドレスから正しくないコードが多く入力されました。コードを確認して、{ $wait }後にもう一度お試しください
refusal-bad-token = このトークンはルーム{ $code }の席のものではありません
refusal-seat-given-up = その席はすでに手放されています。新しいルームに参加してください
refusal-seat-left = { $name }はルームを退出しました
refusal-not-connected = 接続されていません
refusal-searching-nobody-yet = クイックマッチの相手を探しています。まだ対戦相手はいません
refusal-no-room = 先にルームを作成するか、参加してください
refusal-idle = { $seconds }秒以内にルームの作成も参加もなかったため、接続を閉じます
refusal-already-in-room = すでにルーム{ $code }にいます。先に退出してください
refusal-already-searching = クイックマッチの相手を探しています。先に探すのをやめてください
refusal-already-watching = ルームを観戦中です。先に観戦をやめてください
refusal-not-started = 友だちはまだ参加していません
refusal-not-your-turn = { $name }の番です
# $mark：X か O。
refusal-move-taken = そのマスにはすでに{ $mark }があります
refusal-move-off-board = { $row }行{ $column }列は盤の外です
refusal-move-game-over = 対局はすでに終わっています
# $board：アルティメットの小さな盤。テンキーと同じ1〜9。
refusal-move-closed-board = 盤{ $board }はもう終わっています。まだ終わっていない盤に打ってください
refusal-move-wrong-board = 直前の手により、次は盤{ $board }です
refusal-out-of-time = 時間切れのため、この対局は負けになりました。もう一度対戦を申し込めます
refusal-round-over = この対局は終わりました。もう一度対戦を申し込めます
refusal-late = この手の持ち時間が切れたため、この対局は時間切れ負けになりました
refusal-round-not-over = 先にこの対局を終えてください
refusal-full = サーバーが満員です。数分後にもう一度お試しください
refusal-full-returning-only = サーバーが満員です。今は自分の席に戻るプレイヤーだけが入れます。数分後にもう一度お試しください
refusal-full-rooms = サーバーのルーム数が上限に達しています。数分後にもう一度お試しください
refusal-address-rooms = このアドレスからはすでに{ $count }個のルームが開かれています。先にどれかを終えるか、退出してください
refusal-address-searches = このアドレスからはすでに{ $count }件の対戦相手探しが行われています。先にどれかをやめてください
refusal-address-watching = このアドレスからはすでに{ $count }個のルームを観戦しています。先にどれかの観戦をやめてください
refusal-lost-touch = 今は新しい対局を始められません。このサーバーがほかのサーバーと連絡を取れなくなっています。進行中の対局はそのまま続きます。1分後にもう一度お試しください
refusal-no-answer = ルームのサーバーが応答しません。少ししてからもう一度お試しください
refusal-name-computer = 「{ $name }」はコンピューターの名前です。オンラインでは人と対戦するので、「設定」で別の名前にしてください
refusal-name-rated = 「{ $name }」という名前のプレイヤーがすでにレートを持っています。「設定」で別の名前にしてください
# $waiting：ルームですでに待っているプレイヤーの名前。
refusal-name-look-alike = 「{ $name }」は、ルームで待っているプレイヤーの名前「{ $waiting }」と見分けがつきません（別の文字体系の文字やよく似た文字が使われていて、文字としては異なります）。「設定」で別の名前にしてください
# $key：端末キー（英数字）。$min、$max：許される長さ。
refusal-bad-player = 「{ $key }」は端末キーではありません。ゲームが送るのは英数字、「_」、「-」からなる{ $min }〜{ $max }文字です（ページを再読み込みするか、ゲームを更新してください）
# $games：未完了のまま終わったレート戦の数。$wait：refusal-wait-*。
refusal-too-soon = この端末またはアドレスで、過去1日に{ $games }局のレート戦が未完了または未開始のまま終わりました。次のクイックマッチは{ $wait }後から始められます
refusal-too-many-reports = このアドレスからはこの1時間に{ $count }件の報告がありました。しばらくしてからもう一度お試しください
refusal-nothing-to-report = 報告できるのは、終わったばかりのレート戦の相手だけです（1局に1回）
refusal-banned = モデレーターがこの端末またはアドレスのレート戦を停止しました（{ $why }）。{ $wait }後に再開できます。友だちとのルームはいつもどおり使えます。
ban-reason-farming = 同じプレイヤーの別の端末やアドレスから得たレート
ban-reason-camping = クイック対戦に参加して一度も打たなかったこと
ban-reason-abuse = ほかのプレイヤーへの迷惑行為
ban-reason-cheating = レート戦でのプログラムや他人の助け
# $seconds：指定された持ち時間。$a、$b、$c：選べる持ち時間。
refusal-bad-clock = 1手{ $seconds }秒の持ち時間は選べません。{ $a }秒、{ $b }秒、{ $c }秒、または持ち時間なしから選んでください
refusal-watcher = ルーム{ $code }を観戦中です。打てるのは対局中の2人だけです
refusal-too-many-watchers = ルーム{ $code }の観戦者が上限に達しています。しばらくしてからもう一度お試しください
refusal-replaced = このゲームは別の場所で開かれました



## Page: the browser page's own words, before the game starts (web/theme.js
## and web/main.js read these at build time; single lines only).

page-description = 三目並べ。3 x 3、4 x 4、5 x 5の盤で、友だちと、オンラインで、または絶対に負けないコンピューターと対戦。すべてのマスの結果を見せてくれるコーチ付き。一度読み込めばオフラインでも遊べます。
# インストールしたアプリの説明（Webアプリマニフェスト）。
page-app-description = 三目並べ。3 x 3、4 x 4、5 x 5の盤で、友だち、オンライン、コンピューターと対戦。コーチ付き。
# スクリーンリーダーが読み上げるゲーム画面の名前。
page-canvas = 三目並べ。手と結果は下で読み上げられます。
page-how-to-play = マスをクリックまたはタップして打ちます。ゲームが始まると、使えるキーがすべてここに表示されます。
page-loading = ゲームを読み込み中…
page-loading-percent = ゲームを読み込み中… { $percent }%
page-starting = 起動中…
page-no-webgl-heading = ゲームを起動できません
page-no-webgl = このゲームはWebGL2で描画しますが、このブラウザーは対応していません（または無効になっています）。最新のFirefox、Chrome、Edge、Safariなら動作します。
page-stopped-heading = ゲームが停止しました
# $reason：問題の内容。ブラウザーの言葉（英語のことが多い）。
page-stopped = ゲームが停止しました：{ $reason }。ページを再読み込みすると、また遊べます。
page-not-started = ゲームを起動できませんでした：{ $reason }。WebGL2に対応した最新のFirefox、Chrome、Edge、Safariなら動作します。
page-not-loaded = ゲームのファイルを読み込めませんでした（{ $reason }）。接続を確認して、ページを再読み込みしてください。
page-internal-error = 内部エラー（ブラウザーのコンソールに詳細が表示される場合があります）
page-unknown-error = 不明なエラー
page-update = ゲームの新しいバージョンがあります。
page-reload = 再読み込み

## ターミナル版 (tictactoe-terminal)

terminal-menu-keys = 1-5で設定を変更、Enterで開始、sで成績、?ですべてのキー、qで終了
terminal-too-small = この盤には、ターミナルを幅{ $columns }列、高さ{ $rows }行以上にしてください
terminal-footer = ?ですべてのキー、qで対局をやめます
terminal-plain-move = { $turn }：マスを入力（{ $example }）、?でヘルプ
terminal-plain-over = Enterでもう一度、qでメニューに戻ります
terminal-plain-leave = yでやめる、nで続ける
terminal-plain-unknown = 「{ $line }」はここでは使えません。?ですべてのキーを表示します
terminal-plain-not-a-square = 「{ $line }」はここのマスではありません。{ $example }のように入力するか、?でヘルプ
terminal-online-keys = Enterで誰かと対戦（クイックマッチ）、cで部屋を作成、jでコードを入れて友だちの部屋に参加、wで観戦、rでランキング
terminal-type-name = { $seat }の名前を入力してEnter（Escで元のまま）
terminal-type-code = 部屋のコードを入力してEnter（Escで戻る）
terminal-chance = { $mark }：勝率{ $percent }%
terminal-sent-to = 盤{ $board }に置いてください（マスは1-9）
terminal-any-board = 空いている好きな盤に置けます：最初の1-9で盤、次の1-9でマスを選びます
terminal-help-keys = ↑ ↓ で続きを読む、ほかのキーで閉じる
engine-playing-ours = { $name }（このゲームのプロトコルで話すエンジン）と対戦中
engine-playing-codingame = { $name }（CodinGame の形式で指すエンジン）と対戦中
engine-lost-no-start = { $name } は起動しませんでした（{ $why }）。このラウンドは負けです
engine-lost-slow = { $name } は { $seconds } 秒以内に指さなかったため、このラウンドは負けです
engine-lost-broken = { $name } は止まったか、誤った応答をしました（{ $why }）。このラウンドは負けです
engine-lost-illegal = { $name } はルールで許されない { $square } に打ったため、このラウンドは負けです
terminal-help-rules = XとOを交互に置きます。3 x 3では3つ、4 x 4と5 x 5では4つ並べたら勝ちです。数字キーでマスを選ぶか、カーソルを動かしてEnterで打ちます。マウスに対応した端末ではクリックでも打てます。
terminal-report-confirm = { $name } をこの理由で報告しますか？ Enter で送信、Esc で取り消し
