# 井字棋：简体中文。与 en.ftl 的消息 id 一一对应。
#
# 保留游戏术语：X 和 O、格子名称（“5 号格”、“b2”）、“Ultimate”。

game-title = 井字棋

## Settings sheet

settings-title = 设置
settings-language = 语言
settings-language-system = 跟随系统（{ $language }）
settings-language-note = 在你选择语言之前，将跟随系统语言。
settings-board = 棋盘
settings-think = 无敌难度在 Ultimate 上的思考时间
settings-think-note = 时间越长，棋力越强。
settings-first = 谁先手（执 X）
settings-clock = 自建房间的步时
settings-clock-note = 每一步都必须在此时间内走完，否则判负本局。快速匹配固定为 30 秒。
settings-look = 外观
settings-look-note = 在你选择之前，将跟随系统设置。
settings-sound = 声音
settings-sound-effects = 音效
settings-volume = 音量
settings-volume-value = { $percent }%
settings-labels = 棋盘标注
settings-labels-classic = 始终显示格子编号
settings-labels-four = 始终显示格子名称（a1 至 d4）
settings-labels-five = 始终显示格子名称（a1 至 e5）
settings-labels-ultimate = 始终显示编号（棋盘和格子）
settings-labels-note = 用数字键或方向键下棋时也会显示。
settings-server = 游戏服务器
settings-names = 名字
settings-player-one = 玩家 1
settings-player-two = 玩家 2
settings-your-name = 你的名字
settings-name-limit = 名字最多 { $count } 个字符
settings-first-random = 随机
settings-first-take-turns = 轮流
settings-first-me = 我
settings-first-my-friend = 朋友
settings-first-computer = 电脑

## Choices

mode-human-vs-human = 双人对战
mode-human-vs-computer = 人机对战
mode-computer-vs-computer = 电脑对电脑
mode-online = 在线对战
difficulty-easy = 简单
difficulty-medium = 中等
difficulty-impossible = 无敌
board-short-classic = 3 x 3
board-short-four = 4 x 4
board-short-five = 5 x 5
board-short-ultimate = Ultimate
board-classic = 3 x 3，三子连线
board-four = 4 x 4，四子连线
board-five = 5 x 5，四子连线
board-ultimate = Ultimate：九个棋盘合而为一。你落子的格子决定对手下一步去哪个棋盘；赢下连成一线的三个棋盘即获胜
think-quick = 快速
think-one-second = 1 秒
think-five-seconds = 5 秒
clock-none = 不限时
clock-seconds = { $seconds } 秒
theme-light = 浅色
theme-dark = 深色
theme-high-contrast = 高对比度



## Title screen



## Keys and help



## Round

# 棋盘上方的玩家栏

# 本设备上获胜者名字下方，对手是真人时。
round-you-win = 你赢了
# 获胜者名字下方。
round-wins = 获胜
# 在线对局中轮到的玩家名字下方；$time 为剩余时间，如“0:23”。
round-time-left = 剩余 { $time }
# 对手是真人时，你自己名字下方。
round-you = 你
# 玩家栏中间平局数下方；数字显示在上方，不在此消息中。
round-draws = 平局

# 棋盘旁的面板

# 电脑对电脑时的控制按钮：暂停后让它们继续下。要简短。
round-resume = 继续
# 复盘卡片；$step 为当前显示的步，$count 为本局总步数。
round-review-step = 复盘：第 { $step } 步，共 { $count } 步
# 从链接打开的回放的结果卡片；$mark 为 X 或 O。
round-replay-won = { $mark } 获胜
round-replay-draw = 平局
round-replay-unfinished = 未结束
# 回放结果下方；$count 为步数。
round-replay-moves = 回放：共 { $count } 步
# 在线排位房间中结果下方：$score 为比分（句子），$rating 为积分变化（句子）。
round-score-and-rating = { $score }。{ $rating }
# 在线时，快速匹配分配对手时代替房间码显示。
round-rated-match = 排位快速匹配
# 在线房间码之前。
round-room = 房间
round-copy-code = 复制房间码
round-copy-link = 复制链接
# 复制用于观战此房间的链接。
round-copy-watch-link = 复制观战链接
# 已下棋步列表的标题。
round-moves = 棋谱
round-moves-none = 暂无

# 离开对局

round-leave-room = 离开房间？
round-leave-room-why = 你的朋友会看到你已离开，本局不计入成绩。
round-leave-round = 离开本局？
round-leave-round-why = 本局尚未结束，不会计入成绩。
round-leave = 离开
round-keep-playing = 继续下棋
# 按钮下方的提示；Enter 和 Esc 是按键。
round-leave-keys = 按 Enter 离开，按 Esc 继续下棋。
# 对话框打开时由屏幕阅读器朗读；Enter 和 Escape 是按键。
round-leave-room-said = 离开房间？按 Enter 离开，按 Escape 继续下棋
round-leave-round-said = 离开本局？按 Enter 离开，按 Escape 继续下棋



## Board

# 格子上的分析，以及教练的提示框

# 在该格落子的结果；$mark 为 X 或 O。
board-wins = { $mark } 胜
board-draw = 平局
# 在“X 胜”下方：下一步即可获胜。
board-at-once = 一步即胜
# 在“X 胜”下方：获胜所需步数（不会是一步，一步用“一步即胜”）。
board-in-moves = { $count } 步内
# Ultimate 上，轮到的玩家在该格的胜率；$percent 为 0 到 100。
board-chance = { $percent }%
board-analysing = 分析中…
# 提示建议的格子的框内文字。
board-best = 最佳
# 复盘时，比实际所下更好的格子的框内文字。
board-better = 更佳
# 复盘中正在查看的那一步；$mark 为 X 或 O。
board-played = { $mark } 所下
# 复盘中正在查看的那一步，给出评价之前。
board-judging = 评估中…



## Narration

# 对局进行时游戏的播报，显示在状态栏并由屏幕阅读器朗读。
# $mark 总是 X 或 O；$name 为玩家名字（或“电脑”）。

# 新的一局：局数，然后是比分（narrate-score 句子）。
narrate-round-started = 第 { $number } 局。{ $score }
# 落子。$square 为 narrate-square-* 短语（“5 号格”“7 号棋盘的 5 号格”）或格子名称（“c2”）。
narrate-you-took = 你下在 { $square }
narrate-took = { $name } 下在 { $square }
# 句子中的格子：3 x 3 棋盘（按小键盘编号）和 Ultimate。
narrate-square-number = { $number } 号格
narrate-square-ultimate = { $board } 号棋盘的 { $square } 号格
# 轮到谁；括号内为其所执的棋子。
narrate-your-turn = 轮到你（{ $mark }）
narrate-turn = 轮到 { $name }（{ $mark }）
narrate-thinking = { $name } 正在思考（{ $mark }）

# 无效的落子

# 已被占的格子：3 x 3（$number 为 1 到 9）、Ultimate 以及更大的棋盘（$square 为“b3”之类的名称）。
narrate-taken-number = { $number } 号格已被 { $mark } 占据，请选择空格
narrate-taken-ultimate = { $board } 号棋盘的 { $square } 号格已被 { $mark } 占据，请选择空格
narrate-taken-named = { $square } 已被 { $mark } 占据，请选择空格
# Ultimate：已分出胜负或已下满的小棋盘。
narrate-closed-board = { $board } 号棋盘已结束，请在未结束的棋盘中落子
# Ultimate：上一步所在的格子指定了要下的小棋盘（已加框）。
narrate-wrong-board = 上一步把你送到了 { $board } 号棋盘，请在加框的棋盘中落子
narrate-off-board = 这不是此棋盘上的格子
narrate-round-over = 本局已结束：按 Enter 或 R 再来一局，按 Esc 返回菜单
narrate-watching = 你正在观战：只有两位玩家可以落子
narrate-wait-computer = 请稍候：轮到电脑落子
narrate-wait = 请稍候：轮到 { $name } 落子
# 与另一步同时请求的第二步。
narrate-one-at-a-time = 一次只能走一步
# “回到对局”和“从这里继续”是按钮，(End) 和 (P) 是对应按键。
narrate-looking-back = 你正在查看之前的一步：回到对局（End）或从这里继续（P）

# 撤销与重做

# 两步棋的列表，各为棋子加格子名称（“X 5 和 O 3”）。
narrate-moves-and = { $first } 和 { $second }
# $moves：撤销或重做的步（narrate-moves-and 列表，或单步如“X 5”）。
narrate-undid = 已撤销 { $moves }
narrate-redid = 已重做 { $moves }
narrate-playing-from = 从第 { $number } 步继续：之后的步可以重做
narrate-nothing-to-undo = 没有可撤销的步
narrate-nothing-to-redo = 没有可重做的步
narrate-only-computer-moves = 没有你的步可撤销：是电脑先走的
narrate-no-take-backs-online = 在线对局不能悔棋：已下的棋不可更改
# “复盘”是逐步查看棋步的按钮。
narrate-no-take-backs-replay = 回放按原样展示对局：用“复盘”逐步查看
# $number：请求的步数；$moves：对局总步数。
narrate-no-such-move = 没有第 { $number } 步：本局共 { $moves } 步
# 撤销了结束本局的那一步；$score 为 narrate-score 句子。
narrate-round-reopened = 本局恢复进行，之前的结果不再计入。{ $score }

# 结果与比分

narrate-result-draw = 平局
narrate-result-you-win = 你赢了！
# 对手的时间用完了。
narrate-result-you-win-on-time = 对手超时，你赢了！
narrate-result-computer-wins = 电脑获胜
narrate-result-wins = { $name } 获胜！
narrate-result-wins-on-time = { $name } 因对手超时获胜！
# 对战电脑时：结果，然后是使用过的帮助（教练的句子）。
# 结果不以“！”结尾时。
narrate-result-help = { $result }。{ $help }
# 结果以“！”结尾时。
narrate-result-exclaimed-help = { $result }{ $help }
# 对战电脑时：你赢、输、平的局数。
narrate-score-yours = 比分：你赢 { $won } 局，输 { $lost } 局，平 { $drawn } 局
# 两位玩家之间：各自名字与赢的局数，然后是平局数。
narrate-score = 比分：{ $first } { $first_wins }，{ $second } { $second_wins }，平局 { $draws }

# 菜单选项变化时的播报

# $mode：模式（“双人对战”）；$strength：电脑难度（“无敌”）；
# $first：谁先手（下方的 narrate-menu-* 短语）；$board：棋盘
# （“3 x 3，三子连线”）；$enter：Enter 的作用（下方的句子）。
narrate-menu = 菜单：{ $mode }，{ $first }，{ $board }。{ $enter }
narrate-menu-with-strength = 菜单：{ $mode }，{ $strength }，{ $first }，{ $board }。{ $enter }
narrate-menu-you-first = 你先手
narrate-menu-friend-first = 朋友先手
narrate-menu-computer-first = 电脑先手
narrate-menu-named-first = { $name } 先手
narrate-menu-random-first = 随机先手
narrate-menu-take-turns = 轮流先手
narrate-menu-offline = 在线对战需要网络，而此设备已离线；其他功能均可离线使用
narrate-menu-enter-finds = 按 Enter 寻找对手
narrate-menu-enter-starts = 按 Enter 开始

## Online



## Coach



## Statistics and review

# 统计中的一行：对手（$strength：电脑难度，“无敌”）和棋盘（$board：“5 x 5”）。
stats-record-you-vs = 你 vs { $strength }，{ $board }
# 电脑自我对战。
stats-record-itself = { $strength } 自我对战，{ $board }
stats-record-two-players = 双人，{ $board }

# 回放

replay-link-after-round = 本局结束后才会生成回放链接
replay-finish-round-first = 请先下完或离开本局，再打开回放
# 打开了回放链接：共几步，对局如何结束。
replay-opened-win = 回放：共 { $moves } 步，{ $mark } 获胜：用方向键逐步查看
replay-opened-draw = 回放：共 { $moves } 步，平局：用方向键逐步查看
replay-opened-unfinished = 回放：共 { $moves } 步，未结束：用方向键逐步查看
# 回放链接（“?replay=”后的字母）无法打开的原因。
replay-error-empty = 无法打开此回放链接：回放为空
replay-error-too-long = 无法打开此回放链接：回放有 { $letters } 个字符，比任何对局都长
# $letter：链接的第一个字母，应表示棋盘。
replay-error-unknown-board = 无法打开此回放链接：回放以“{ $letter }”开头，它不代表任何棋盘（3、4、5 或 u）
replay-error-not-a-letter = 无法打开此回放链接：回放中含有“{ $letter }”，没有任何棋步用它表示
replay-error-cut-short = 无法打开此回放链接：回放在一步棋的中间中断
replay-error-off-the-board = 无法打开此回放链接：回放的第 { $number } 步在棋盘之外
# 违反规则的一步：$number 为步数，$square 为格子名称（“5”“c2”“7-5”）。
replay-error-taken = 无法打开此回放链接：回放的第 { $number } 步（格子 { $square }）无法落子：该格已被 { $mark } 占据
replay-error-square-off-board = 无法打开此回放链接：回放的第 { $number } 步（格子 { $square }）无法落子：第 { $row } 行第 { $column } 列在棋盘之外
replay-error-game-over = 无法打开此回放链接：回放的第 { $number } 步（格子 { $square }）无法落子：对局已结束
replay-error-closed-board = 无法打开此回放链接：回放的第 { $number } 步（格子 { $square }）无法落子：{ $board } 号棋盘已结束，请在未结束的棋盘中落子
replay-error-wrong-board = 无法打开此回放链接：回放的第 { $number } 步（格子 { $square }）无法落子：上一步把你送到了 { $board } 号棋盘
replay-error-moves-after-the-end = 无法打开此回放链接：回放的第 { $number } 步出现在对局结束之后
replay-error-unfinished = 无法打开此回放链接：回放中的对局从未结束


## Page: the browser page's own words, before the game starts (web/theme.js
## and web/main.js read these at build time; single lines only).

page-description = 井字棋，支持 3 x 3、4 x 4 和 5 x 5 棋盘：与朋友对战、在线对战，或挑战永不落败的电脑，还有教练显示每一格的结果。加载后可离线游玩。
# 已安装应用的描述（Web 应用清单）。
page-app-description = 井字棋，支持 3 x 3、4 x 4 和 5 x 5 棋盘，可与朋友、在线玩家或电脑对战，还有教练指导。
# 屏幕阅读器对游戏画布的称呼。
page-canvas = 井字棋。落子和结果会在下方播报。
page-how-to-play = 点击格子即可落子。游戏开始后，这里会说明所有可用的按键。
page-loading = 正在加载游戏…
page-loading-percent = 正在加载游戏… { $percent }%
page-starting = 正在启动…
page-no-webgl-heading = 游戏无法启动
page-no-webgl = 本游戏使用 WebGL2 绘制，但此浏览器不支持（或已将其关闭）。请使用最新版的 Firefox、Chrome、Edge 或 Safari。
page-stopped-heading = 游戏已停止
# $reason：出错原因，为浏览器的原话（通常是英文）。
page-stopped = 游戏已停止：{ $reason }。请刷新页面重新开始。
page-not-started = 游戏无法启动：{ $reason }。请使用支持 WebGL2 的最新版 Firefox、Chrome、Edge 或 Safari。
page-not-loaded = 无法加载游戏文件（{ $reason }）。请检查网络连接并刷新页面。
page-internal-error = 内部错误（浏览器控制台可能有更多信息）
page-unknown-error = 未知错误
page-update = 游戏新版本已就绪。
page-reload = 刷新
