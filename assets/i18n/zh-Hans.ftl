# 井字棋：简体中文。与 en.ftl 的消息 id 一一对应。
#
# 保留游戏术语：X 和 O、格子名称（“5 号格”、“b2”）、“Ultimate”。

game-title = 井字棋

## Names: the players' names until they type their own, and the computer's.

name-computer = 电脑
name-computer-numbered = 电脑 { $number }
name-player = 玩家 { $number }

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
settings-labels-misere = 始终显示格子编号
settings-labels-qubic = 始终显示点的名称（层，再加 a1 到 d4）
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
board-short-misere = 反井字棋
board-short-qubic = 立体四子棋
board-short-notakto = Notakto
board-classic = 3 x 3，三子连线
board-four = 4 x 4，四子连线
board-five = 5 x 5，四子连线
board-ultimate = Ultimate：九个棋盘合而为一。你落子的格子决定对手下一步去哪个棋盘；赢下连成一线的三个棋盘即获胜
board-misere = 反井字棋：3 x 3，三子连线者输
board-qubic = 立体四子棋：4 x 4 x 4，在立方体 76 条线中的任意一条上四子连线
board-notakto = Notakto：3 x 3，双方都下 X，三子连线者输
think-quick = 快速
think-one-second = 1 秒
think-five-seconds = 5 秒
clock-none = 不限时
clock-seconds = { $seconds } 秒
theme-light = 浅色
theme-dark = 深色
theme-high-contrast = 高对比度



## Title screen

title-settings = 设置
title-statistics = 统计
# 每种玩法卡片上的说明。
title-blurb-human-vs-human = 两人共用一台设备
title-blurb-human-vs-computer = 你与电脑对战
title-blurb-computer-vs-computer = 观看两台电脑对弈
title-blurb-online = 与任何人对战，或凭房间码约朋友
title-strength = 电脑难度
# 比赛进行中，显示在“开始”下方；$count 为已下的局数。
title-session-rounds = 本次已下 { $count } 局：同样的玩家继续累计比分

# “开始”下方的对局概要：“3 x 3 棋盘 · 你先手”。
# $board 为棋盘（“3 x 3 棋盘”或“Ultimate”）；$first 为下方的 title-first- 短语。
title-summary = { $board } · { $first }
# 在线时，玩家自建房间的选项；$seconds 为每步的时间。
title-summary-room = { $board } · 你创建的房间：{ $first }，每步 { $seconds } 秒
title-summary-room-no-clock = { $board } · 你创建的房间：{ $first }，不限时
# $board 为棋盘大小（“3 x 3”）。
title-summary-board = { $board } 棋盘
title-first-random = 随机先手
title-first-take-turns = 轮流先手
# 在线：创建房间的玩家。
title-first-maker = 房主先手
title-first-friend = 加入的朋友先手
title-first-you = 你先手
title-first-computer = 电脑先手
title-first-named = { $name } 先手
# 打开设置。
title-change = 更改…

# 在线。$code 为房间码（“KXMTRAB”）。
title-back-to-room = 回到你的对局（房间 { $code }）
title-stop-looking = 取消匹配
title-play-the-computer = 改为与电脑对战
title-quick-match = 快速匹配
# 倒计时到可以再次快速匹配；$time 为分和秒，如“1:05”。
title-quick-match-in = { $time } 后可快速匹配
title-quick-match-note = 与同样在找此棋盘对局的玩家对战，计入排位。
title-play-a-friend = 或与朋友对战
title-create-room = 创建房间
title-create-room-note = 沿用你选择的棋盘、先手和步时；朋友凭房间码或链接加入。
title-join-note = 或凭房间码加入朋友的房间，或观战：
# 房间码输入框为空时显示；房间码本身保持原样。
title-code-hint = 房间码，如 KXMTRAB
title-room-code = 房间码
title-join = 加入
title-watch = 观战

# 统计页。
title-stats-title = 统计
title-stats-none = 还没有下完的对局。
title-stats-won = 胜
title-stats-lost = 负
title-stats-drawn = 平
title-stats-best-streak = 最长连胜
title-stats-whose = 胜负按先列出的玩家计算：对战电脑时就是你的胜负。
title-stats-reset-question = 重置所有统计？此操作无法撤销。
title-stats-reset-yes = 是，重置
title-stats-reset-no = 不，保留
title-stats-reset = 重置统计…

# 排行榜：主菜单上的按钮和页面标题。
title-leaderboard = 排行榜
title-leaderboard-asking = 正在查询游戏服务器…
title-leaderboard-try-again = 重试
# 本设备的名次：$place 为名次，$rating 为积分（“1523”，不确定时为“1500?”），$games 为排位赛局数。
title-leaderboard-you = 你：第 { $place } 名，积分 { $rating }，已下 { $games } 局排位赛
# 尚未上榜：$needs 为还需对战的不同对手数。
title-leaderboard-you-unranked = 你：积分 { $rating }，已下 { $games } 局排位赛；再与 { $needs } 位新对手对战即可上榜
title-leaderboard-you-none = 你在此棋盘上还没有排位赛：快速匹配计入排位。
# $count 为上榜所需的不同对手数。
title-leaderboard-nobody = 此棋盘上还没有人上榜。与 { $count } 位不同的对手下过排位赛后即可上榜。
# 同上，玩家自己的积分带问号时。
title-leaderboard-nobody-provisional = 此棋盘上还没有人上榜。与 { $count } 位不同的对手下过排位赛后即可上榜。你的积分带问号，表示对局太少，尚不确定。
# 表头：名次、名字、积分、排位赛局数。
title-leaderboard-place = #
title-leaderboard-player = 玩家
title-leaderboard-rating = 积分
title-leaderboard-games = 局数
title-leaderboard-about = 积分采用 Glicko-2，各棋盘分别计算；问号表示对局太少，尚不确定。与 { $count } 位不同的对手下过排位赛后即可上榜。只有本身已上榜且评分不带问号的对手才计入（某个棋盘上这样的玩家不足 11 名时，与 10 名不同对手下过且评分不带问号的玩家也计入）；战胜其他对手每局最多加 { $most } 分，这类胜局总共最多 { $all } 分。



## Keys and help

keys-arrow-keys = 方向键

# 帮助和 README 中按键分组的标题。
keys-when-menu = 在菜单中
keys-when-round = 对局中
keys-when-looking-back = 查看之前的一步时
keys-when-over = 一局结束后
keys-when-reviewing = 复盘时
keys-when-board = 对局中及结束后
keys-when-anywhere = 任何时候

# 作用相同的两个键：“U 或 Ctrl+Z”。按键名称保持键帽上的写法。
keys-either = { $first } 或 { $second }
# 屏幕阅读器朗读的按键表：一项如“U 或 Ctrl+Z：撤销（…）”。
keys-plain-item = { $keys }：{ $what }
# 同一标题下两项之间。
keys-plain-separator = ；
# 一个标题及其各项，自成一句。
keys-plain-section = { $heading }：{ $items }。

# 按钮文字（有按键可实现相同功能）。
keys-button-start = 开始
keys-button-quit = 退出
keys-button-undo = 撤销
keys-button-redo = 重做
keys-button-hint = 提示
keys-button-analysis = 分析
keys-button-back-to-game = 回到对局
keys-button-play-from-here = 从这里继续
keys-button-leave-round = 菜单
keys-button-close-review = 关闭
keys-button-play-again = 再来一局
keys-button-review = 复盘
keys-button-copy-replay-link = 复制回放
keys-button-report-threw = 故意输棋
keys-button-report-unfair = 不公平对局
keys-button-review-previous = 上一步
keys-button-review-next = 下一步
keys-button-back-to-menu = 菜单
keys-button-toggle-labels = 格子名称
keys-button-toggle-sound = 声音
keys-button-help = 帮助

# 帮助中每个按键的作用（README 显示英文）。
keys-what-start = 开始（在线时为寻找对手）
keys-what-quit = 退出（桌面版）；正在寻找对手时，停止寻找
keys-what-play-square = 在 3 x 3 上落子（Ultimate 上先选棋盘，再选格子）：7 8 9 为最上一行，与小键盘相同
keys-what-move-cursor = 在棋盘上移动光标
keys-what-place-at-cursor = 在光标所在的格子落子
keys-what-undo = 撤销（对战电脑时，同时撤销电脑的应对和你的上一步）
keys-what-redo = 重做
keys-what-hint = 提示：最佳的格子及其结果
keys-what-analysis = 分析：每个空格的结果
keys-what-back-to-game = 立即回到对局
keys-what-play-from-here = 从显示的这一步继续下（之后的步可以重做）
keys-what-earlier = 查看前一步的棋盘
keys-what-later = 查看后一步的棋盘
keys-what-first-position = 查看空棋盘
keys-what-leave-round = 离开本局，返回菜单（会先确认）
keys-what-close-review = 关闭复盘
keys-what-play-again = 再来一局；比分继续累计
keys-what-review = 逐步复盘本局
keys-what-copy-replay-link = 复制链接，可在浏览器中打开本局的回放
keys-what-report-threw = 在线排位赛结束后，举报对手故意输棋
keys-what-report-unfair = 在线排位赛结束后，举报对手不公平对局（借助程序或他人）
keys-what-review-previous = 复盘上一步
keys-what-review-next = 复盘下一步
keys-what-back-to-menu = 返回菜单
keys-what-toggle-labels = 显示或隐藏格子名称
keys-what-toggle-sound = 关闭或打开声音
keys-what-help = 显示或隐藏所有按键

# 帮助页（? 或 F1）。
help-title = 玩法
help-rules = 双方轮流落下 X 和 O。3 x 3 上三子连线获胜；4 x 4 和 5 x 5 上四子连线获胜。点击格子即可落子。
help-ultimate = Ultimate：九个小棋盘合而为一。在小棋盘上三子连线即赢下该小棋盘；赢下连成一线的三个小棋盘即赢得对局。你所下的格子会把对手送到相同位置的小棋盘（已加框）；如果该棋盘已分出胜负或已下满，对手可以在任意未结束的棋盘落子。用按键：1-9（小键盘布局）选择格子；可以自由选择棋盘时，先按 1-9 选择棋盘。
help-misere = 反井字棋：三子连线者输。谁连成一线，就把胜利让给对方；棋盘下满而无人连线即为平局。“中等”遵循可以学会的规则：只要还有别的空格，就绝不连成自己的线；若先手，先占中央，之后每一步都下在对手落子隔着中央的对面；否则远离自己的棋子。
help-qubic = 立体四子棋：在 4 x 4 x 4 的立方体里四子连线。立方体画成四层：第 1 层在左上，第 2 层在右上，第 3 层在左下，第 4 层在右下。一条线可以在一层之内，也可以笔直或斜着穿过四层：共 76 条线。点用层和格子来称呼，如 2b3。先手可以必胜。“中等”能赢就赢，否则堵截，否则占据七条线经过的 16 个点之一（立方体的角和内部的八个点）。教练的提示会给出电脑的着法并说明原因（获胜、堵截或搜索的选择），分析会在连续威胁能证明胜负的点上标出谁赢；复盘还不支持立体四子棋。
help-notakto = Notakto：双方都下 X，谁连成三子一线（不论是谁的子）谁就输；没有平局。每个子保留落子者的颜色，游戏仍把先手称为 X，后手称为 O。先手可以必胜。“中等”遵循可以学会的规则：只要还有别的空格，就绝不连成一线；若先手，先占中央，再下在离对手第一子一个马步（直走两格、横走一格）的格子；如果某一格下完后所有空格都会连成一线，就下那一格。
help-buttons = 按钮
help-buttons-note = Tab 和 Shift+Tab 在按钮之间移动，Space 或 Enter 按下焦点所在的按钮。对局中，方向键、Enter 和 Space 用于棋盘，直到按 Tab 进入面板；按 Esc 交还给棋盘。在浏览器中，从面板的最后一个按钮继续按 Tab，棋盘的格子会作为按钮依次获得焦点。

# 在当前位置不起作用的按键；$key 为按键名称（“Q”“F5”）。
keys-unbound-menu = { $key } 键在这里没有作用：按 Enter 开始；按 ? 查看所有按键
keys-unbound-classic = { $key } 键在这里没有作用：请按 1-9（小键盘布局）或点击格子；按 ? 查看所有按键
keys-unbound-ultimate = { $key } 键在这里没有作用：请按 1-9 选择加框棋盘中的格子（可以自由选择时先选棋盘），或点击格子；按 ? 查看所有按键
# 在 4 x 4 和 5 x 5 棋盘上。
keys-unbound-large = { $key } 键在这里没有作用：请点击格子，或使用方向键和 Enter；按 ? 查看所有按键
keys-unbound-over = { $key } 键在这里没有作用：按 Enter 再来一局，按 V 复盘本局，按 Esc 返回菜单；按 ? 查看所有按键
# Ultimate 上的数字键：$board 和 $number 为 1 到 9，与小键盘相同。
keys-not-ultimate = 这不是 Ultimate 棋盘
keys-no-such-square = 没有 { $number } 号格
keys-board-closed = { $board } 号棋盘已结束：请选择未结束的棋盘，1-9
keys-no-such-square-sent = 没有 { $number } 号格：上一步把你送到了 { $board } 号棋盘，格子为 1-9
keys-no-such-board = 没有 { $number } 号棋盘：棋盘为 1-9，按小键盘排列
keys-board-picked = { $board } 号棋盘：现在选择格子，1-9（按 0 重选棋盘）
keys-pick-a-board = 请选择棋盘，1-9（小键盘布局）
keys-numbers-classic-only = 数字键只能在 3 x 3 棋盘上选择格子：请点击格子，或使用方向键和 Enter
keys-no-such-square-classic = 没有 { $number } 号格：格子为 1-9，按小键盘排列
keys-no-cursor = 请先选择格子：方向键移动，Enter 落子
keys-sound-off = 声音已关闭
keys-sound-on = 声音已打开
# 在棋盘旁边点击。
keys-outside-board = 这里在棋盘之外：请点击格子

# 屏幕阅读器听到的控件名称，附带作用相同的按键：“撤销（U 或 Ctrl+Z）”。
keys-spoken = { $label }（{ $keys }）
# 关闭一个页面（设置、统计、帮助）。
keys-done = 完成

# 键盘移到某个控件时屏幕阅读器朗读的内容；$label 为控件名称（“开始（Enter）”“人机对战”）。
focus-button = { $label }，按钮
# 多个选项之一（标签、玩法）。
focus-option = { $label }，选项
focus-option-selected = { $label }，选项，已选中
focus-checkbox = { $label }，复选框
focus-checkbox-checked = { $label }，复选框，已勾选
focus-checkbox-not-checked = { $label }，复选框，未勾选
# $text 为输入框中的内容。
focus-text-field = { $label }，编辑框，{ $text }
focus-text-field-empty = { $label }，编辑框，空白
# 没有名称的输入框：$label 为其中输入的内容。
focus-text-field-unnamed = { $label }，编辑框
focus-text-field-unnamed-selected = { $label }，编辑框，已选中
focus-slider = { $label }，滑块
focus-slider-selected = { $label }，滑块，已选中
focus-section = { $label }，区域
focus-section-selected = { $label }，区域，已选中
focus-selected = { $label }，已选中

# 游戏自己的提示：页面上供屏幕阅读器使用的按键说明（$keys 为整个按键表，以句子朗读）。
keys-describe = 点击格子即可落子，也可以使用按键。{ $keys }
# $text 为复制的内容（链接）。
clipboard-copied = 已复制 { $text }
# $error 为系统给出的原因，保持原文。
clipboard-failed = 无法复制（{ $error }）：请手动选择文本
# 保存的统计和设置：$error 和 $problem 为原因，英文。
saved-statistics-damaged = 保存的统计已损坏（{ $error }），将重新开始统计；设置不受影响
saved-statistics-not-saved = 无法保存统计（{ $error }）
saved-settings-partly = 保存的设置有部分无法读取，这些项已恢复默认：{ $problem }
# $count 为其余问题的数量。
saved-settings-partly-more = 保存的设置有部分无法读取，这些项已恢复默认：{ $problem }（另有 { $count } 处）
saved-settings-unreadable = 无法读取保存的设置（{ $error }），将使用默认设置
saved-settings-not-saved = 无法保存设置（{ $error }）

# 浏览器中供屏幕阅读器使用的按钮式棋盘：整组的名称。
grid-name = 棋盘，{ $size } 乘 { $size }
grid-name-ultimate = 棋盘，Ultimate：九个 3 乘 3 的小棋盘
grid-name-qubic = 立方体，立体四子棋：四个 4 乘 4 的层
# Ultimate 上格子的按钮：$square 为格子本身的描述（“7 号棋盘，5 号格，空”），$board 为下一步要下的棋盘（1 到 9）。
grid-square-sent = { $square }；你要在 { $board } 号棋盘落子
grid-square-any = { $square }；你可以在任意未结束的棋盘落子
square-label-number = { $number } 号格，{ $place }，{ $content }
square-label-named = { $square } 格，第 { $row } 行，第 { $column } 列，{ $content }
square-label-ultimate = { $board } 号棋盘的 { $square } 号格，{ $content }
square-label-qubic = 第 { $layer } 层，格子 { $square }，{ $content }
square-empty = 空
square-place = { $place ->
    [top-left] 左上
    [top] 上方
    [top-right] 右上
    [left] 左侧
    [right] 右侧
    [bottom-left] 左下
    [bottom] 下方
    [bottom-right] 右下
   *[centre] 中央
}



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
round-report = 举报：
round-reported = 已举报。谢谢
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
narrate-sentence = { $text }。
narrate-sentences = { $first }{ $second }
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
narrate-no-take-backs-engine = 此引擎读取 CodinGame 的回合格式，无法悔棋
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
# Misère: the result, then who completed a line (and so lost). $mark: X or O;
# $result: the sentence above (the second form when it ends in "!").
narrate-result-misere = { $result }。{ $mark } 三子连线
narrate-result-misere-exclaimed = { $result }{ $mark } 三子连线
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

# 连接时的状态栏和主菜单。$address 为游戏服务器的地址。
online-connecting = 正在连接 { $address }…
online-reconnecting = 连接已断开：正在重新连接…
online-reconnected = 已重新连接
# 快速匹配：同一网络地址还有另一个匹配，快速匹配从不让同一地址的玩家对战。
online-household = 同一地址还有人也在匹配：快速匹配不会让同一地址的玩家相互对战（想互相对战的话，请取消匹配，然后创建房间并分享房间码）
online-household-alone = 同一地址还有人也在匹配：快速匹配不会让同一地址的玩家相互对战（想互相对战的话，请取消匹配，然后创建房间并分享房间码）；也可以改为与电脑对战
# $board 为棋盘的简称（“3 x 3”“Ultimate”）。
online-searching = 正在寻找 { $board } 对局的对手…
online-searching-alone = 暂时没有积分相近的玩家在找 { $board } 对局：等得越久，搜索范围越大；也可以改为与电脑对战
online-waiting-for-friend = 等待朋友用房间码 { $code } 加入
# $name 为另一位玩家的名字。
online-wants-again = { $name } 想再来一局
online-waiting-again = 等待 { $name } 也同意再来一局
# $watchers 为观战人数（0 时不显示）。
online-playing = 正在与 { $name } 在线对战{ $watchers ->
        [0] {""}
       *[other] ，{ $watchers } 人观战
    }
# $seconds 为服务器为其保留座位的时间。
online-away = { $name } 已断线：等待其在 { $seconds } 秒内回来
online-left = { $name } 已离开
online-joined = { $name } 已加入
online-lost-connection = { $name } 已断线，等待中…
online-is-back = { $name } 回来了

# 观战房间：$others 为其他观战人数（0 时不显示）。

online-watching-both = 正在观战 { $first } 对 { $second }{ $others ->
        [0] {""}
       *[other] ，另有 { $others } 人观战
    }
online-watching-empty = 正在观战房间 { $code }：等待第二位玩家{ $others ->
        [0] {""}
       *[other] ，另有 { $others } 人观战
    }
online-watching-away = { $name } 已断线：等待其在 { $seconds } 秒内回来{ $others ->
        [0] {""}
       *[other] ，另有 { $others } 人观战
    }
online-watching-left = { $name } 已离开{ $others ->
        [0] {""}
       *[other] ，另有 { $others } 人观战
    }
online-watching-room = 正在观战房间 { $code }

# 服务器的欢迎消息。$code 为七个字母的房间码。

online-back-in-room = 已回到房间 { $code } 中你的座位
online-found-player = 找到对手：对局开始
online-room-open = 房间 { $code } 已开放：把房间码 { $code } 告诉朋友
online-joined-room = 已加入房间 { $code }

# 连接问题

# $reason 为原因：某条 closed-* 消息（或服务器的原话）。
online-room-closed = 房间已关闭：{ $reason }
# 房间关闭的原因，用于 online-room-closed 中。
closed-stopped-looking = 你已取消匹配
closed-left = 你已离开房间
closed-stopped-watching = 你已停止观战
closed-everyone-left = 所有人都已离开
closed-idle = 房间闲置时间过长
closed-shutting-down = 服务器正在关闭
closed-called-off = 对局已取消
# 对观战者显示：$name 在快速匹配中始终没有走第一步。
closed-called-off-by = 对局已取消：{ $name } 始终没有走第一步
# $seconds 为快速匹配中走第一步的时限。
closed-no-first-move = 你没有在 { $seconds } 秒内走出第一步：对局已取消，不计入排位。你的下一次快速匹配可在一分钟后开始
# 因 $name 没有落子而取消的快速匹配；游戏会寻找其他对手。
called-off-looking-again = { $name } 没有走出第一步：对局已取消，不计入排位。正在寻找其他对手…
# $error 为连接本身的技术错误信息。
online-connection-lost = 与服务器的连接已断开（{ $error }）：正在重新连接
# 服务器结束连接时，作为上面的 $error。
online-server-closed = 服务器关闭了连接
online-reconnect-failed = 无法重新连接服务器：房间已丢失
online-needs-network = 在线对战需要网络，而此设备已离线；其他功能均可离线使用
# $address 为游戏服务器的地址。在浏览器中显示。
online-unreachable-page = 无法连接位于 { $address } 的游戏服务器：网页所在的服务器可能已停止
# 桌面版：.ci/web 是脚本路径；“设置”为设置页。
online-unreachable = 无法连接位于 { $address } 的游戏服务器：它在运行吗？（.ci/web 可以启动一个；服务器地址在“设置”中）

# 命令

# $typed 为玩家输入的房间码。示例房间码 KXMTRAB 保持不变。
online-not-a-code = “{ $typed }”不是房间码：房间码由七个字母组成，不含 I、L、O（它们看起来像 1 和 0），例如 KXMTRAB
# “菜单”为离开房间的按钮。
online-already-in-room = 已在房间中：请先离开（菜单）
# $name 为超时的玩家。
online-ran-out-of-time = { $name } 已超时
online-seconds-left = 落子时间还剩 { $seconds } 秒
online-asked-again = 已邀请 { $name } 再来一局

# 积分与排行榜

# 排位局结束后。$delta 为带符号的变化（“+16”“-8”）。
online-rating-change = 你的积分：{ $before } → { $after }（{ $delta }）
online-reported = 已举报：管理员会查看这局对局。谢谢
online-report-nothing = 只能举报在线排位赛的对手，每局一次
online-unranked = 再与 { $needs } 位新对手对战即可上榜
# 无人上榜时供屏幕阅读器朗读的排行榜。$you："ranked"（有 $place 和 $rating）、
# "unranked"（有 $rating 和 $needs：还需对战的对手数）或 "none"（没有排位赛）。
online-leaderboard-empty = { $board } 排行榜：还没有人上榜{ $you ->
        [ranked] ；你排第 { $place } 名，积分 { $rating }
        [unranked] ；你的积分为 { $rating }：再与 { $needs } 位新对手对战即可上榜
       *[none] ；你在此棋盘上还没有排位赛
    }
# 同上，有 $players 位玩家上榜，第一名为 $leader，积分 $leader_rating。
online-leaderboard = { $board } 排行榜：共 { $players } 位玩家，第一名 { $leader }，积分 { $leader_rating }{ $you ->
        [ranked] ；你排第 { $place } 名，积分 { $rating }
        [unranked] ；你的积分为 { $rating }：再与 { $needs } 位新对手对战即可上榜
       *[none] ；你在此棋盘上还没有排位赛
    }
online-leaderboard-unreadable = 无法读取服务器的回复：服务器版本可能不同
online-leaderboard-timeout = 服务器未及时回复：请重试



## Coach

coach-online = 在线对局中教练不参与：这是你和朋友之间的较量
coach-not-yet = 教练的复盘还不支持这个游戏：提示和分析可以使用
coach-hint-round-over = 本局已结束：没有可提示的了
coach-hint-past = 提示只针对当前局面：请先回到对局
coach-analysis-on-ultimate = 分析已开启：下一步可下的每个格子都会显示引擎搜索中的胜率
coach-analysis-on-qubic = 分析已开启：在连续威胁能证明胜负的点上显示谁赢；其余的点保持未定
coach-analysis-on = 分析已开启：每个空格都会显示在此落子的结果
coach-analysis-off = 分析已关闭

# 提示。$mover 为 X 或 O，轮到走棋的一方。

# 完美对弈下的结果。$winner 为 X 或 O。
coach-outlook-win = { $winner } 在 { $moves } 步内获胜
coach-outlook-draw = 平局
# $result："draw"、"win" 或 "loss"；$outlook 为上面的句子。
coach-hint-any = 给 { $mover } 的提示：下任意格子都{ $result ->
        [draw] 能保持平局
        [win] 能获胜（{ $outlook }）
       *[loss] 一样能坚持最久（{ $outlook }）
    }
# $square 为格子名称（“5”“c2”）。
coach-hint-one = 给 { $mover } 的提示：下在格子 { $square } { $result ->
        [draw] 能保持平局
        [win] 能获胜（{ $outlook }）
       *[loss] 能坚持最久（{ $outlook }）
    }
coach-hint-computer = 给 { $mover } 的提示：{ $result ->
        [win] 下在 { $square } 可以强制获胜
        [block] 下在 { $square } 可以挡住只差一子的线
       *[choice] 电脑会下在 { $square }（暂未看到必胜的走法）
    }
# $squares 为格子名称列表（“1、3 或 7”）。
coach-hint-many = 给 { $mover } 的提示：下在格子 { $squares } 都{ $result ->
        [draw] 能保持平局
        [win] 能获胜（{ $outlook }）
       *[loss] 能坚持最久（{ $outlook }）
    }
# Ultimate：$board 和 $square 为 1 到 9。$result："win"、"draw"、"loss"（已证明），
# 或 "chance"，附 $percent：在引擎的搜索中走棋一方的胜率。
coach-hint-engine = 给 { $mover } 的提示：下在 { $board } 号棋盘的 { $square } 号格{ $result ->
        [win] 能获胜
        [draw] 能保持平局
        [loss] 能坚持最久
       *[chance] ，在引擎的搜索中 { $mover } 的胜率为 { $percent }%
    }
# 列表：“1、3 或 7”由“1”+“、”+（“3 或 7”）组成；复盘中为“X 1 或 X 3 或 X 7”。
coach-list-or = { $first } 或 { $last }
coach-list-comma = { $first }、{ $rest }

# 时间线与复盘。$number 为步数；$total 为总步数；$played 为一步棋（“X 5”“O c2”）。

coach-viewing-start = 正在查看开局，第 1 步之前，共 { $total } 步
coach-viewing-move = 正在查看第 { $number } 步，共 { $total } 步：{ $played }
# End 和 P 是按键。
coach-viewing-start-read-only = 正在查看开局，第 1 步之前，共 { $total } 步。棋盘为只读：回到对局（End）或从这里继续（P）
coach-viewing-move-read-only = 正在查看第 { $number } 步，共 { $total } 步：{ $played }。棋盘为只读：回到对局（End）或从这里继续（P）
# 往后查看回到当前局面时朗读。
coach-back-to-game = 已回到对局
coach-pick-a-move = 请先在列表中选择一步，再从那里继续
coach-no-moves = 还没有棋步：没有可回看的内容
coach-review-closed = 复盘已关闭
coach-review-judging = 第 { $number } 步，共 { $total } 步：{ $played }，评估中…
# $mark 为下面的评价之一。
coach-review-mark = { $mark }（{ $number }/{ $total }）
# 一步棋与完美对弈相比的评价。$better 为最佳着法（“X 5 或 X 7”）。
coach-mark-best-win = 第 { $number } 步：{ $played }，最佳：正走向胜利
coach-mark-best-draw = 第 { $number } 步：{ $played }，最佳：保持平局
coach-mark-best-loss = 第 { $number } 步：{ $played }，最佳：坚持最久
coach-mark-kept-win = 第 { $number } 步：{ $played } 仍能获胜，但 { $better } 赢得更快
coach-mark-kept-loss = 第 { $number } 步：{ $played } 比 { $better } 输得更快
# $what："force"（让 $opponent 能强制获胜）、"slip" 或 "changed"；$held 为更好着法的结果：
# "won"、"draw" 或 "lost"（$opponent 获胜）。
coach-mark-mistake = 第 { $number } 步：{ $played } { $what ->
        [force] 让 { $opponent } 能强制获胜
        [slip] 让胜局变成了平局
       *[changed] 改变了结果
    }；{ $better } { $held ->
        [won] 本可获胜
        [draw] 本可保持平局
       *[lost] 的结果是 { $opponent } 获胜
    }
# Ultimate 上，与引擎的胜率相比。$mover 为 X 或 O；$played_percent、$best_percent 为胜率（%）；
# $points 为两者之差；$top 为引擎的选择（“X 5-3”）。
coach-mark-chance-choice = 第 { $number } 步：{ $played }，正是引擎的选择：{ $mover } 的胜率 { $played_percent }%
coach-mark-chance-as-good = 第 { $number } 步：{ $played }，与引擎的选择 { $top } 一样好：{ $mover } 的胜率 { $played_percent }%，对比 { $best_percent }%
coach-mark-chance-kept = 第 { $number } 步：{ $played } 让 { $mover } 的胜率少了 { $points } 个百分点（从 { $best_percent }% 降到 { $played_percent }%）；{ $better } 更好
coach-mark-chance-mistake = 第 { $number } 步：{ $played } 让 { $mover } 的胜率损失了 { $points } 个百分点（从 { $best_percent }% 降到 { $played_percent }%）；{ $better } 能保持 { $best_percent }%

# 本局使用过的帮助，随结果一起播报。

coach-used-hints = 你使用了 { $hints } 次提示
coach-used-undos = 你使用了 { $undos } 次撤销
coach-used-both = 你使用了 { $hints } 次提示和 { $undos } 次撤销



## Statistics and review

# 统计中的一行：对手（$strength：电脑难度，“无敌”）和棋盘（$board：“5 x 5”）。
stats-record-you-vs = 你 vs { $strength }，{ $board }
# 电脑自我对战。
stats-record-itself = { $strength } 自我对战，{ $board }
stats-record-two-players = 双人，{ $board }
stats-record-online = 在线，{ $board }（你的胜负）

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


## Server refusals: what the game server would not do, worded by the game
## from the refusal's code and arguments (src/game/online/refusal.rs).

# 等待时长，用于 refusal-too-many-joins 和 refusal-too-soon。
refusal-wait-seconds = { $count } 秒
refusal-wait-minutes = { $count } 分钟
refusal-wait-hours = { $count } 小时
refusal-wait-days = { $count } 天
# $server、$client 为协议版本号。
refusal-version-update-game = 此服务器使用第 { $server } 版游戏协议，而游戏使用第 { $client } 版：请刷新页面或更新游戏
refusal-version-update-server = 此服务器使用第 { $server } 版游戏协议，而游戏使用第 { $client } 版：服务器比游戏旧，请联系服务器管理员更新
refusal-too-large = 消息大小为 { $bytes } 字节，超过了 { $limit } 字节的上限
refusal-too-fast = 每秒消息超过 { $per_second } 条：这一条未被处理
refusal-too-fast-leaderboards = 每个地址每秒最多获取 { $per_second } 次排行榜：请一秒后再试
# $why 为消息解析器的原话，英文。
refusal-malformed = 不是本游戏的消息：{ $why }
refusal-binary = 收到 { $bytes } 字节的二进制消息：本游戏只使用文本
# $sentence 为上面三条消息之一。
refusal-disconnected = { $sentence }；无效消息过多，连接已关闭
# $code 为输入的房间码，如 KXMTRAB。
refusal-no-such-room = 房间 { $code } 不存在：请检查房间码
refusal-room-closed = 房间已关闭
refusal-room-full = 房间 { $code } 已有两位玩家
# $wait 为 refusal-wait-seconds 或 refusal-wait-minutes。
refusal-too-many-joins = 你的地址输错房间码的次数太多：请检查房间码，{ $wait }后再试
refusal-bad-token = 此令牌不对应房间 { $code } 中的座位
refusal-seat-given-up = 该座位已被放弃：请加入新房间
refusal-seat-left = { $name } 已离开房间
refusal-not-connected = 未连接
refusal-searching-nobody-yet = 你正在快速匹配：还没有找到对手
refusal-no-room = 请先创建或加入房间
refusal-idle = { $seconds } 秒内没有创建或加入房间：连接即将关闭
refusal-already-in-room = 你已在房间 { $code } 中：请先离开
refusal-already-searching = 你正在快速匹配：请先取消匹配
refusal-already-watching = 你正在观战一个房间：请先停止观战
refusal-not-started = 你的朋友还没有加入
refusal-not-your-turn = 现在轮到 { $name } 落子
# $mark 为 X 或 O。
refusal-move-taken = 该格已被 { $mark } 占据
refusal-move-off-board = 第 { $row } 行第 { $column } 列在棋盘之外
refusal-move-game-over = 对局已结束
# $board 为 Ultimate 的小棋盘，1 到 9，与小键盘相同。
refusal-move-closed-board = { $board } 号棋盘已结束，请在未结束的棋盘中落子
refusal-move-wrong-board = 上一步把你送到了 { $board } 号棋盘
refusal-out-of-time = 你的时间已用完：本局判负。可以请求再来一局
refusal-round-over = 本局已结束：可以请求再来一局
refusal-late = 这一步的时间已用完：本局超时判负
refusal-round-not-over = 请先下完本局
refusal-full = 服务器已满：请几分钟后再试
refusal-full-returning-only = 服务器已满：目前只允许回到原座位的玩家进入。请几分钟后再试
refusal-full-rooms = 服务器的房间数已达上限：请几分钟后再试
refusal-address-rooms = 你的地址已在这里开了 { $count } 个房间：请先下完或离开其中一个
refusal-address-searches = 你的地址已在这里发起了 { $count } 个匹配：请先取消其中一个
refusal-address-watching = 你的地址已在这里观战 { $count } 个房间：请先停止观战其中一个
refusal-lost-touch = 暂时无法开始新对局：此服务器与其他服务器失去了联系。进行中的对局不受影响；请一分钟后再试
refusal-no-answer = 房间所在的服务器没有响应：请稍后再试
refusal-name-computer = “{ $name }”是电脑的名字，而在线对战的对手都是真人：请在“设置”中换一个名字
refusal-name-rated = 已有其他玩家以“{ $name }”参加排位：请在“设置”中换一个名字
# $waiting 为已在房间中的玩家的名字。
refusal-name-look-alike = “{ $name }”看起来会和房间中等待的玩家的名字“{ $waiting }”一模一样（只是字符不同：来自其他字母表，或是外形相似的字符）：请在“设置”中换一个名字
# $key 为设备密钥，由字母和数字组成；$min、$max 为允许的长度。
refusal-bad-player = “{ $key }”不是有效的设备密钥：游戏发送的是 { $min } 到 { $max } 个字母、数字、“_”或“-”（请刷新页面或更新游戏）
# $games 为未完成的排位赛局数；$wait 为 refusal-wait-*。
refusal-too-soon = 过去一天内，此设备或地址有 { $games } 局排位赛未下完或未开始：你的下一次快速匹配需在 { $wait }后才能开始
refusal-too-many-reports = 你的地址这一小时内已举报 { $count } 次：请稍后再试
refusal-nothing-to-report = 只能举报刚结束的排位赛的对手，每局一次
refusal-banned = 管理员已关闭此设备或地址的排位赛（{ $why }），{ $wait } 后重新开放。与好友的房间照常开放。
ban-reason-farming = 同一玩家从自己其他设备或地址赢得的积分
ban-reason-camping = 接受快速匹配却从不落子
ban-reason-abuse = 骚扰其他玩家
ban-reason-cheating = 在排位赛中借助程序或他人
# $seconds 为请求的步时；$a、$b、$c 为可选的步时。
refusal-bad-clock = 不提供每步 { $seconds } 秒的步时：请选择 { $a }、{ $b } 或 { $c } 秒，或不限时
refusal-watcher = 你正在观战房间 { $code }：只有两位玩家可以落子
refusal-too-many-watchers = 房间 { $code } 的观战人数已满：请稍后再试
refusal-replaced = 你已在其他地方打开了本游戏




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

## 终端版 (tictactoe-terminal)

terminal-menu-keys = 1-5 更改选项，Enter 开始，s 显示统计，? 显示所有按键，q 退出
terminal-too-small = 请把终端调到至少 { $columns } 列宽、{ $rows } 行高，才能显示这个棋盘
terminal-footer = ? 显示所有按键，q 离开本局
terminal-plain-move = { $turn }：输入格子（{ $example }），或按 ? 查看帮助
terminal-plain-over = Enter 再来一局，q 返回菜单
terminal-plain-leave = y 离开本局，n 继续对局
terminal-plain-unknown = “{ $line }”在这里没有作用：? 显示所有按键
terminal-plain-not-a-square = “{ $line }”不是这里的格子：请输入类似 { $example } 的格子，或按 ? 查看帮助
terminal-online-keys = Enter 与任何人对战（快速匹配），c 创建房间，j 用代码加入朋友的房间，w 观战，r 查看排行榜
terminal-type-name = 为 { $seat } 输入名字，然后按 Enter（Esc 保留原名）
terminal-type-code = 输入房间代码，然后按 Enter（Esc 返回）
terminal-chance = { $mark }：{ $percent }% 胜率
terminal-sent-to = 在第 { $board } 个棋盘下（格子 1-9）
terminal-any-board = 可在任一未结束的棋盘下：先按 1-9 选棋盘，再按 1-9 选格子
terminal-help-keys = ↑ ↓ 继续阅读，其他任意键关闭
engine-playing-ours = 正在与 { $name } 对弈（使用本游戏协议的引擎）
engine-playing-codingame = 正在与 { $name } 对弈（读取 CodinGame 回合格式的引擎）
engine-lost-no-start = { $name } 未能启动（{ $why }），本局判负
engine-lost-slow = { $name } 未在 { $seconds } 秒内落子，本局判负
engine-lost-broken = { $name } 停止或回答错误（{ $why }），本局判负
engine-lost-illegal = { $name } 下在规则不允许的 { $square }，本局判负
terminal-help-rules = 双方轮流落下 X 和 O。3 x 3 上三子连线获胜；4 x 4 和 5 x 5 上四子连线获胜。按数字键落子，或移动光标后按 Enter；终端支持鼠标时，点击也可落子。
terminal-report-confirm = 要因此举报 { $name } 吗？按 Enter 发送举报，按 Esc 取消
