# 三目並べ：日本語。en.ftl と同じメッセージ id をすべて持つ。
#
# ゲームの用語はそのまま：X と O、マスの名前（「マス5」「b2」）、アルティメット。

game-title = 三目並べ

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
board-classic = 3 x 3、3つ並べたら勝ち
board-four = 4 x 4、4つ並べたら勝ち
board-five = 5 x 5、4つ並べたら勝ち
board-ultimate = アルティメット：9つの盤が1つに。置いたマスの位置で、相手が次に打つ盤が決まります。盤を3つ並べて取れば勝ち
think-quick = すぐ
think-one-second = 1秒
think-five-seconds = 5秒
clock-none = なし
clock-seconds = { $seconds }秒
theme-light = ライト
theme-dark = ダーク
theme-high-contrast = ハイコントラスト



## Title screen



## Keys and help



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



## Coach



## Statistics and review

# 成績の1行：対戦相手（$strength：コンピューターの強さ、「最強」）と盤（$board：「5 x 5」）。
stats-record-you-vs = あなた vs { $strength }、{ $board }
# コンピューター同士。
stats-record-itself = { $strength }同士、{ $board }
stats-record-two-players = 2人対戦、{ $board }

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
