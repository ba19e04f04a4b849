# 틱택토, 한국어: en.ftl의 모든 메시지를 같은 순서로.

game-title = 틱택토

## Settings sheet

settings-title = 설정
settings-language = 언어
settings-language-system = 시스템 ({ $language })
settings-language-note = 언어를 직접 고르기 전까지는 시스템 언어를 따라요.
settings-board = 보드
settings-think = 얼티밋에서 '불가능'의 생각 시간
settings-think-note = 길수록 강해져요.
settings-first = 선공 (X로 둠)
settings-clock = 내가 만든 방의 제한 시간
settings-clock-note = 모든 수를 이 시간 안에 둬야 하며, 넘기면 라운드를 져요. 빠른 대전은 항상 30초예요.
settings-look = 테마
settings-look-note = 직접 고르기 전까지는 시스템 설정을 따라요.
settings-sound = 소리
settings-sound-effects = 효과음
settings-volume = 음량
settings-volume-value = { $percent }%
settings-labels = 보드 표시
settings-labels-classic = 칸 번호 항상 표시
settings-labels-four = 칸 이름 항상 표시 (a1~d4)
settings-labels-five = 칸 이름 항상 표시 (a1~e5)
settings-labels-ultimate = 칸 번호 항상 표시 (보드와 칸)
settings-labels-note = 숫자 키나 방향키로 플레이할 때도 표시돼요.
settings-server = 게임 서버
settings-names = 이름
settings-player-one = 플레이어 1
settings-player-two = 플레이어 2
settings-your-name = 내 이름
settings-name-limit = 이름은 최대 { $count }자예요
settings-first-random = 무작위
settings-first-take-turns = 번갈아
settings-first-me = 나
settings-first-my-friend = 친구
settings-first-computer = 컴퓨터

## Choices

mode-human-vs-human = 사람 대 사람
mode-human-vs-computer = 사람 대 컴퓨터
mode-computer-vs-computer = 컴퓨터 대 컴퓨터
mode-online = 온라인
difficulty-easy = 쉬움
difficulty-medium = 보통
difficulty-impossible = 불가능
board-short-classic = 3 x 3
board-short-four = 4 x 4
board-short-five = 5 x 5
board-short-ultimate = 얼티밋
board-classic = 3 x 3, 3개를 한 줄로
board-four = 4 x 4, 4개를 한 줄로
board-five = 5 x 5, 4개를 한 줄로
board-ultimate = 얼티밋: 보드 9개가 하나로. 내가 둔 칸이 상대가 둘 보드를 정해요. 보드 3개를 한 줄로 이기면 승리
think-quick = 빠르게
think-one-second = 1초
think-five-seconds = 5초
clock-none = 제한 없음
clock-seconds = { $seconds }초
theme-light = 라이트
theme-dark = 다크
theme-high-contrast = 고대비



## Title screen



## Keys and help



## Round

# 보드 위의 플레이어 헤더

# 이 기기에서 이긴 사람의 이름 아래 (상대가 사람일 때).
round-you-win = 내 승리
# 이긴 사람의 이름 아래.
round-wins = 승리
# 온라인에서 둘 차례인 플레이어의 이름 아래; $time은 남은 시간 ("0:23").
round-time-left = { $time } 남음
# 상대가 사람일 때 내 이름 아래.
round-you = 나
# 헤더 가운데 무승부 수 아래; 숫자는 위에 따로 표시돼요.
round-draws = 무승부

# 보드 옆 패널

# 컴퓨터끼리의 대전을 일시 정지 후 이어서 진행. 짧게.
round-resume = 계속
# 복기 카드; $step은 보이는 수, $count는 라운드의 전체 수.
round-review-step = 복기: { $step }/{ $count }수
# 링크로 연 리플레이의 결과 카드; $mark는 X 또는 O.
round-replay-won = { $mark } 승리
round-replay-draw = 무승부
round-replay-unfinished = 끝나지 않음
# 리플레이 결과 아래; $count는 수의 개수.
round-replay-moves = 리플레이: { $count }수
# 레이팅 방에서 결과 아래: $score는 대전 점수(문장), $rating은 레이팅 변화(문장).
round-score-and-rating = { $score }. { $rating }
# 온라인에서 빠른 대전으로 상대가 정해졌을 때 방 코드 대신.
round-rated-match = 레이팅 빠른 대전
# 온라인 방 코드 앞.
round-room = 방
round-copy-code = 코드 복사
round-copy-link = 링크 복사
# 이 방을 관전하는 페이지의 링크를 복사해요.
round-copy-watch-link = 관전 링크 복사
# 둔 수 목록의 제목.
round-moves = 기보
round-moves-none = 아직 없음

# 라운드 나가기

round-leave-room = 방에서 나갈까요?
round-leave-room-why = 친구에게 내가 나간 것이 표시되고, 이 라운드는 기록되지 않아요.
round-leave-round = 이 라운드에서 나갈까요?
round-leave-round-why = 아직 끝나지 않아서 기록되지 않아요.
round-leave = 나가기
round-keep-playing = 계속하기
# 버튼 아래 안내; Enter와 Esc는 키.
round-leave-keys = Enter: 나가기, Esc: 계속하기
# 질문이 열릴 때 스크린 리더가 읽는 문장; Enter와 Escape는 키.
round-leave-room-said = 방에서 나갈까요? Enter 키로 나가고, Escape 키로 계속해요
round-leave-round-said = 이 라운드에서 나갈까요? Enter 키로 나가고, Escape 키로 계속해요



## Board

# 칸 위의 분석과 코치의 테두리

# 그 칸에 두면 어떻게 되는지; $mark는 X 또는 O.
board-wins = { $mark } 승리
board-draw = 무승부
# "X 승리" 아래: 다음 수로 바로 이겨요.
board-at-once = 바로
# "X 승리" 아래: 이기기까지 걸리는 수 (1은 없음: 그때는 "바로").
board-in-moves = { $count }수 만에
# 얼티밋에서 둘 차례인 플레이어가 그 칸으로 이길 확률; $percent는 0~100.
board-chance = { $percent }%
board-analysing = 분석 중…
# 힌트가 추천하는 칸의 테두리.
board-best = 최선
# 복기에서 실제로 둔 수보다 나은 칸의 테두리.
board-better = 더 좋음
# 복기 중인 수의 테두리; $mark는 X 또는 O.
board-played = { $mark }의 수
# 복기 중인 수의 테두리, 판정 전.
board-judging = 판정 중…



## Narration

# 라운드가 진행되며 상태 줄과 스크린 리더에 나오는 문장.
# $mark는 항상 X 또는 O; $name은 플레이어 이름 (또는 "컴퓨터").

# 새 라운드: 번호, 이어서 점수 (narrate-score 문장).
narrate-round-started = 라운드 { $number }. { $score }
# 수를 뒀어요. $square는 narrate-square-* 구절("5번 칸", "7번 보드 5번 칸") 또는 칸 이름("c2").
narrate-you-took = 내 수: { $square }
narrate-took = { $name }의 수: { $square }
# 문장 속의 칸: 3 x 3 보드(키패드처럼 번호가 매겨짐)와 얼티밋.
narrate-square-number = { $number }번 칸
narrate-square-ultimate = { $board }번 보드 { $square }번 칸
# 누구 차례인지; ($mark)는 그 플레이어의 표시.
narrate-your-turn = 내 차례 ({ $mark })
narrate-turn = { $name }의 차례 ({ $mark })
narrate-thinking = { $name } 생각 중 ({ $mark })

# 둘 수 없는 수

# 이미 찬 칸: 3 x 3($number 1~9), 얼티밋, 더 큰 보드($square는 "b3" 같은 이름).
narrate-taken-number = { $number }번 칸은 이미 { $mark } 자리예요: 빈 칸을 고르세요
narrate-taken-ultimate = { $board }번 보드 { $square }번 칸은 이미 { $mark } 자리예요: 빈 칸을 고르세요
narrate-taken-named = { $square } 칸은 이미 { $mark } 자리예요: 빈 칸을 고르세요
# 얼티밋: 승부가 났거나 가득 찬 작은 보드.
narrate-closed-board = { $board }번 보드는 닫혔어요: 열린 보드에 두세요
# 얼티밋: 직전 수의 칸이 둘 보드를 정하고, 그 보드에 테두리가 표시돼요.
narrate-wrong-board = 직전 수에 따라 { $board }번 보드에 둬야 해요: 테두리가 표시된 보드에 두세요
narrate-off-board = 이 보드에 없는 칸이에요
narrate-round-over = 라운드가 끝났어요: 다시 하려면 Enter 또는 R 키, 메뉴로 가려면 Esc 키를 누르세요
narrate-watching = 관전 중이에요: 두 플레이어만 수를 둘 수 있어요
narrate-wait-computer = 기다리세요: 컴퓨터 차례예요
narrate-wait = 기다리세요: { $name }의 차례예요
# 다른 수와 같은 순간에 요청된 두 번째 수.
narrate-one-at-a-time = 한 번에 한 수씩 두세요
# "게임으로 돌아가기"와 "여기서 두기"는 버튼, (End)와 (P)는 그 키.
narrate-looking-back = 이전 수를 보고 있어요: 게임으로 돌아가기(End) 또는 여기서 두기(P)

# 무르기

# 목록 속 두 수, 각각 표시와 칸 이름 ("X 5, O 3").
narrate-moves-and = { $first }, { $second }
# $moves: 무르거나 다시 둔 수 (narrate-moves-and 목록 또는 "X 5" 같은 한 수).
narrate-undid = 무르기: { $moves }
narrate-redid = 다시 두기: { $moves }
narrate-playing-from = { $number }수째부터 이어서 둬요: 이후의 수는 다시 둘 수 있어요
narrate-nothing-to-undo = 무를 수가 없어요
narrate-nothing-to-redo = 다시 둘 수가 없어요
narrate-only-computer-moves = 무를 내 수가 없어요: 컴퓨터가 먼저 뒀어요
narrate-no-take-backs-online = 온라인 게임에서는 무르기가 없어요: 둔 수는 그대로예요
# "복기"는 수를 하나씩 넘겨 보는 버튼.
narrate-no-take-backs-replay = 리플레이는 게임을 둔 그대로 보여 줘요: 복기로 한 수씩 넘겨 보세요
# $number: 요청한 수; $moves: 게임의 전체 수.
narrate-no-such-move = { $number }수째는 없어요: 이 게임은 { $moves }수까지예요
# 라운드를 끝낸 수를 물렀어요; $score는 narrate-score 문장.
narrate-round-reopened = 라운드가 다시 열려서 결과가 더 이상 기록되지 않아요. { $score }

# 결과와 점수

narrate-result-draw = 무승부예요
narrate-result-you-win = 이겼어요!
# 상대의 제한 시간이 다 됐어요.
narrate-result-you-win-on-time = 시간승으로 이겼어요!
narrate-result-computer-wins = 컴퓨터가 이겼어요
narrate-result-wins = { $name } 승리!
narrate-result-wins-on-time = { $name } 시간승!
# 컴퓨터와 대전: 결과, 이어서 받은 도움 (코치의 문장).
# "!"로 끝나지 않는 결과 뒤.
narrate-result-help = { $result }. { $help }
# "!"로 끝나는 결과 뒤.
narrate-result-exclaimed-help = { $result } { $help }
# 컴퓨터와 대전: 이긴, 진, 비긴 라운드 수.
narrate-score-yours = 점수: { $won }승 { $lost }패 { $drawn }무
# 두 플레이어: 각자의 이름과 이긴 라운드 수, 이어서 무승부.
narrate-score = 점수: { $first } { $first_wins }, { $second } { $second_wins }, 무승부 { $draws }

# 메뉴 선택이 바뀔 때 읽는 문장

# $mode: 모드("사람 대 사람"); $strength: 컴퓨터 난이도("불가능");
# $first: 선공(아래 narrate-menu-* 구절); $board: 보드("3 x 3, 3개를 한 줄로");
# $enter: Enter 키가 하는 일(아래 문장).
narrate-menu = 메뉴: { $mode }, { $first }, { $board }. { $enter }
narrate-menu-with-strength = 메뉴: { $mode }, { $strength }, { $first }, { $board }. { $enter }
narrate-menu-you-first = 내가 선공
narrate-menu-friend-first = 친구가 선공
narrate-menu-computer-first = 컴퓨터가 선공
narrate-menu-named-first = { $name } 선공
narrate-menu-random-first = 선공 무작위
narrate-menu-take-turns = 선공 번갈아
narrate-menu-offline = 온라인 플레이는 네트워크가 필요한데 이 기기는 오프라인이에요. 다른 기능은 모두 오프라인에서도 돼요
narrate-menu-enter-finds = Enter: 상대 찾기
narrate-menu-enter-starts = Enter: 시작

## Online



## Coach



## Statistics and review

# 통계의 한 줄: 누가 뒀는지($strength: 컴퓨터 난이도, "불가능")와 보드($board: "5 x 5").
stats-record-you-vs = 나 대 { $strength }, { $board }
# 컴퓨터끼리.
stats-record-itself = { $strength } 자체 대전, { $board }
stats-record-two-players = 2인 대전, { $board }

# 리플레이

replay-link-after-round = 리플레이 링크는 라운드가 끝나면 만들어져요
replay-finish-round-first = 리플레이를 열려면 이 라운드를 끝내거나 나가세요
# 리플레이 링크를 열었어요: 몇 수인지, 어떻게 끝났는지.
replay-opened-win = { $moves }수 리플레이, { $mark } 승리: 방향키로 한 수씩 넘겨 보세요
replay-opened-draw = { $moves }수 리플레이, 무승부: 방향키로 한 수씩 넘겨 보세요
replay-opened-unfinished = { $moves }수 리플레이, 끝나지 않음: 방향키로 한 수씩 넘겨 보세요
# 리플레이 링크("?replay=" 뒤의 글자)를 열 수 없는 이유.
replay-error-empty = 이 리플레이 링크는 열 수 없어요: 리플레이가 비어 있어요
replay-error-too-long = 이 리플레이 링크는 열 수 없어요: 리플레이가 { $letters }글자로, 어떤 게임보다도 길어요
# $letter: 보드를 나타내야 하는 링크의 첫 글자.
replay-error-unknown-board = 이 리플레이 링크는 열 수 없어요: 리플레이의 첫 글자가 어떤 보드도 나타내지 않아요: “{ $letter }” (3, 4, 5, u 중 하나여야 해요)
replay-error-not-a-letter = 이 리플레이 링크는 열 수 없어요: 리플레이에 어떤 수에도 쓰이지 않는 글자가 있어요: “{ $letter }”
replay-error-cut-short = 이 리플레이 링크는 열 수 없어요: 리플레이가 수 중간에서 끝나요
replay-error-off-the-board = 이 리플레이 링크는 열 수 없어요: 리플레이의 { $number }수째가 보드 밖이에요
# 규칙에 어긋난 수: $number는 수의 번호, $square는 칸 이름("5", "c2", "7-5").
replay-error-taken = 이 리플레이 링크는 열 수 없어요: 리플레이의 { $number }수째({ $square } 칸)를 둘 수 없어요: 그 칸은 이미 { $mark } 자리예요
replay-error-square-off-board = 이 리플레이 링크는 열 수 없어요: 리플레이의 { $number }수째({ $square } 칸)를 둘 수 없어요: { $row }행 { $column }열은 보드 밖이에요
replay-error-game-over = 이 리플레이 링크는 열 수 없어요: 리플레이의 { $number }수째({ $square } 칸)를 둘 수 없어요: 게임이 이미 끝났어요
replay-error-closed-board = 이 리플레이 링크는 열 수 없어요: 리플레이의 { $number }수째({ $square } 칸)를 둘 수 없어요: { $board }번 보드는 닫혔어요. 열린 보드에 둬야 해요
replay-error-wrong-board = 이 리플레이 링크는 열 수 없어요: 리플레이의 { $number }수째({ $square } 칸)를 둘 수 없어요: 직전 수에 따라 { $board }번 보드에 둬야 해요
replay-error-moves-after-the-end = 이 리플레이 링크는 열 수 없어요: 리플레이의 { $number }수째가 게임이 끝난 뒤에 있어요
replay-error-unfinished = 이 리플레이 링크는 열 수 없어요: 리플레이 속 게임이 끝나지 않았어요


## Page: the browser page's own words, before the game starts (web/theme.js
## and web/main.js read these at build time; single lines only).

page-description = 3 x 3, 4 x 4, 5 x 5 보드에서 즐기는 틱택토: 친구와, 온라인으로, 또는 절대 지지 않는 컴퓨터와 대결하세요. 모든 칸의 결과를 보여 주는 코치도 있어요. 한 번 불러오면 오프라인에서도 플레이할 수 있어요.
# 설치된 앱의 설명 (웹 앱 매니페스트).
page-app-description = 3 x 3, 4 x 4, 5 x 5 보드에서 즐기는 틱택토. 친구와, 온라인으로, 컴퓨터와 대결하고 코치의 도움도 받아요.
# 스크린 리더가 읽는 게임 캔버스의 이름.
page-canvas = 틱택토. 수와 결과는 아래에서 안내돼요.
page-how-to-play = 칸을 클릭하거나 탭해서 두세요. 게임이 시작되면 여기에 사용할 수 있는 모든 키가 설명돼요.
page-loading = 게임 불러오는 중…
page-loading-percent = 게임 불러오는 중… { $percent }%
page-starting = 시작하는 중…
page-no-webgl-heading = 게임을 시작할 수 없어요
page-no-webgl = 이 게임은 WebGL2로 그리는데, 이 브라우저는 WebGL2를 지원하지 않아요(또는 꺼져 있어요). 최신 Firefox, Chrome, Edge, Safari에서 실행돼요.
page-stopped-heading = 게임이 멈췄어요
# $reason: 무엇이 잘못됐는지, 브라우저의 표현 그대로 (대개 영어).
page-stopped = 게임이 멈췄어요: { $reason }. 다시 하려면 페이지를 새로고침하세요.
page-not-started = 게임을 시작하지 못했어요: { $reason }. WebGL2를 지원하는 최신 Firefox, Chrome, Edge, Safari에서 실행돼요.
page-not-loaded = 게임 파일을 불러오지 못했어요({ $reason }). 연결을 확인하고 페이지를 새로고침하세요.
page-internal-error = 내부 오류 (브라우저 콘솔에 자세한 내용이 있을 수 있어요)
page-unknown-error = 알 수 없는 오류
page-update = 게임의 새 버전이 준비됐어요.
page-reload = 새로고침
