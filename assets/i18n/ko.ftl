# 틱택토, 한국어: en.ftl의 모든 메시지를 같은 순서로.

game-title = 틱택토

## Names: the players' names until they type their own, and the computer's.

name-computer = 컴퓨터
name-computer-numbered = 컴퓨터 { $number }
name-player = 플레이어 { $number }

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
settings-labels-misere = 칸 번호 항상 표시
settings-labels-qubic = 점 이름 항상 표시 (층, 그다음 a1~d4)
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
board-short-misere = 거꾸로 틱택토
board-short-qubic = 큐빅
board-short-notakto = Notakto
board-classic = 3 x 3, 3개를 한 줄로
board-four = 4 x 4, 4개를 한 줄로
board-five = 5 x 5, 4개를 한 줄로
board-ultimate = 얼티밋: 보드 9개가 하나로. 내가 둔 칸이 상대가 둘 보드를 정해요. 보드 3개를 한 줄로 이기면 승리
board-misere = 거꾸로 틱택토: 3 x 3, 3개를 한 줄로 놓으면 져요
board-qubic = 큐빅: 4 x 4 x 4, 정육면체의 76줄 중 하나에 4개를 한 줄로
board-notakto = Notakto: 3 x 3, 둘 다 X를 놓고, 3개를 한 줄로 만들면 져요
think-quick = 빠르게
think-one-second = 1초
think-five-seconds = 5초
clock-none = 제한 없음
clock-seconds = { $seconds }초
theme-light = 라이트
theme-dark = 다크
theme-high-contrast = 고대비



## Title screen

title-settings = 설정
title-statistics = 통계
# 각 플레이 방식 카드의 설명.
title-blurb-human-vs-human = 기기 하나로 둘이서
title-blurb-human-vs-computer = 컴퓨터와 대결
title-blurb-computer-vs-computer = 컴퓨터끼리의 대결 관전
title-blurb-online = 누구와든, 코드로 친구와도
title-strength = 컴퓨터 난이도
# 대전이 이어지는 동안 시작 아래; $count는 플레이한 라운드 수.
title-session-rounds = 이번 세션에서 { $count }라운드를 했어요: 같은 플레이어와는 점수가 이어져요

# 시작 아래의 요약: "3 x 3 보드 · 내가 선공".
# $board는 보드("3 x 3 보드" 또는 "얼티밋"); $first는 아래 title-first- 구절.
title-summary = { $board } · { $first }
# 온라인에서 내가 만들 방의 설정; $seconds는 한 수의 제한 시간.
title-summary-room = { $board } · 내가 만드는 방: { $first }, { $seconds }초
title-summary-room-no-clock = { $board } · 내가 만드는 방: { $first }, 제한 없음
# $board는 보드 크기("3 x 3").
title-summary-board = { $board } 보드
title-first-random = 선공 무작위
title-first-take-turns = 선공 번갈아
# 온라인: 방을 만든 플레이어.
title-first-maker = 방을 만든 사람이 선공
title-first-friend = 들어온 친구가 선공
title-first-you = 내가 선공
title-first-computer = 컴퓨터가 선공
title-first-named = { $name } 선공
# 설정을 열어요.
title-change = 변경…

# 온라인. $code는 방 코드("KXMTRAB").
title-back-to-room = 내 게임으로 돌아가기 (방 { $code })
title-stop-looking = 찾기 취소
title-play-the-computer = 대신 컴퓨터와 대결
title-quick-match = 빠른 대전
# 빠른 대전을 다시 요청할 수 있을 때까지 남은 시간; $time은 분과 초("1:05").
title-quick-match-in = 빠른 대전 ({ $time } 후)
title-quick-match-note = 같은 보드에서 게임을 찾는 다른 플레이어와 레이팅 대전을 해요.
title-play-a-friend = 또는 친구와 대결
title-create-room = 방 만들기
title-create-room-note = 내 보드, 선공, 제한 시간 설정이 적용돼요. 친구는 방 코드나 링크로 들어와요.
title-join-note = 또는 코드로 친구의 방에 들어가거나 관전하세요:
# 빈 코드 칸에 표시돼요; 코드는 그대로.
title-code-hint = 코드 (예: KXMTRAB)
title-room-code = 방 코드
title-join = 입장
title-watch = 관전

# 통계 화면.
title-stats-title = 통계
title-stats-none = 아직 끝난 라운드가 없어요.
title-stats-won = 승리
title-stats-lost = 패배
title-stats-drawn = 무승부
title-stats-best-streak = 최다 연승
title-stats-whose = 승리와 패배는 플레이어 1 기준이에요: 컴퓨터와 대결할 때는 내 기록이에요.
title-stats-reset-question = 통계를 모두 초기화할까요? 되돌릴 수 없어요.
title-stats-reset-yes = 네, 초기화
title-stats-reset-no = 그대로 두기
title-stats-reset = 통계 초기화…

# 랭킹: 타이틀 화면의 버튼과 화면의 제목.
title-leaderboard = 랭킹
title-leaderboard-asking = 게임 서버에 요청하는 중…
title-leaderboard-try-again = 다시 시도
# 이 기기의 순위: $place는 순위, $rating은 레이팅("1523", 불확실하면 "1500?"), $games는 레이팅 대전 수.
title-leaderboard-you = 나: { $place }위, 레이팅 { $rating } (레이팅 대전 { $games }회)
# 아직 랭킹에 없음: $needs는 더 대결해야 하는 서로 다른 상대 수.
title-leaderboard-you-unranked = 나: 레이팅 { $rating } (레이팅 대전 { $games }회). 다른 상대 { $needs }명과 더 대결하면 랭킹에 올라요
title-leaderboard-you-none = 이 보드에서는 아직 레이팅 대전 기록이 없어요: 빠른 대전이 레이팅 대전이에요.
# $count는 랭킹에 오르는 데 필요한 서로 다른 상대 수.
title-leaderboard-nobody = 이 보드에는 아직 랭킹에 오른 사람이 없어요. 서로 다른 상대 { $count }명과 레이팅 대전을 하면 랭킹에 올라요.
# 같은 내용, 내 레이팅에 물음표가 있을 때.
title-leaderboard-nobody-provisional = 이 보드에는 아직 랭킹에 오른 사람이 없어요. 서로 다른 상대 { $count }명과 레이팅 대전을 하면 랭킹에 올라요. 레이팅의 물음표는 아직 대전 수가 적어 확실하지 않다는 뜻이에요.
# 표의 제목: 순위, 이름, 레이팅, 레이팅 대전 수.
title-leaderboard-place = 순위
title-leaderboard-player = 플레이어
title-leaderboard-rating = 레이팅
title-leaderboard-games = 대전 수
title-leaderboard-about = 레이팅은 보드마다 Glicko-2 방식으로 계산해요. 물음표는 아직 대전 수가 적어 확실하지 않다는 뜻이에요. 서로 다른 상대 { $count }명과 레이팅 대전을 하면 랭킹에 올라요. 순위에 올라 있고 물음표가 없는 상대만 세어요(보드에 그런 플레이어가 11명이 되기 전에는 다른 10명과 대전했고 물음표가 없는 상대도 세어요). 그 밖의 상대에게 이기면 한 번에 최대 { $most }점, 모두 합쳐 { $all }점까지만 올라요.



## Keys and help

keys-arrow-keys = 방향키

# 도움말과 README에서 키를 나누는 제목.
keys-when-menu = 타이틀 화면에서
keys-when-round = 라운드 중
keys-when-looking-back = 이전 수를 볼 때
keys-when-over = 라운드가 끝난 뒤
keys-when-reviewing = 복기 중
keys-when-board = 라운드 중과 끝난 뒤
keys-when-anywhere = 어디서나

# 같은 일을 하는 두 키: "U 또는 Ctrl+Z". 키 이름은 키보드에 적힌 그대로.
keys-either = { $first } 또는 { $second }
# 스크린 리더가 읽는 키 목록: 한 항목은 "U 또는 Ctrl+Z: 무르기 (...)".
keys-plain-item = { $keys }: { $what }
# 한 제목 안의 두 항목 사이.
keys-plain-separator = {"; "}
# 제목과 그 항목들, 한 문장.
keys-plain-section = { $heading }: { $items }.

# 버튼 이름 (같은 일을 하는 키가 있어요).
keys-button-start = 시작
keys-button-quit = 종료
keys-button-undo = 무르기
keys-button-redo = 다시 두기
keys-button-hint = 힌트
keys-button-analysis = 분석
keys-button-back-to-game = 게임으로 돌아가기
keys-button-play-from-here = 여기서부터 두기
keys-button-leave-round = 메뉴
keys-button-close-review = 닫기
keys-button-play-again = 다시 하기
keys-button-review = 복기
keys-button-copy-replay-link = 리플레이 복사
keys-button-report-threw = 일부러 졌어요
keys-button-report-unfair = 부정행위
keys-button-review-previous = 이전
keys-button-review-next = 다음
keys-button-back-to-menu = 메뉴
keys-button-toggle-labels = 칸 이름
keys-button-toggle-sound = 소리
keys-button-help = 도움말

# 도움말에서 각 키가 하는 일 (README는 영어).
keys-what-start = 시작 (온라인에서는 방 열기)
keys-what-quit = 종료 (데스크톱에서); 상대를 찾는 중에는 찾기를 그만둬요
keys-what-play-square = 3 x 3에서 칸에 두기 (얼티밋에서는 보드, 그다음 그 칸): 키패드처럼 7 8 9가 맨 윗줄
keys-what-move-cursor = 보드 위에서 커서 이동
keys-what-place-at-cursor = 커서가 있는 칸에 두기
keys-what-undo = 무르기 (컴퓨터와 대결할 때는 컴퓨터의 응수와 내 수를 함께)
keys-what-redo = 다시 두기
keys-what-hint = 힌트: 가장 좋은 칸과 그 결과
keys-what-analysis = 분석: 모든 빈 칸의 결과
keys-what-back-to-game = 바로 게임으로 돌아가기
keys-what-play-from-here = 보이는 수부터 이어서 두기 (이후의 수는 다시 둘 수 있어요)
keys-what-earlier = 한 수 전의 보드 보기
keys-what-later = 한 수 뒤의 보드 보기
keys-what-first-position = 빈 보드 보기
keys-what-leave-round = 라운드를 나가 타이틀 화면으로 (먼저 물어봐요)
keys-what-close-review = 복기 닫기
keys-what-play-again = 다시 하기 (점수는 이어져요)
keys-what-review = 라운드를 한 수씩 복기
keys-what-copy-replay-link = 이 게임의 리플레이를 브라우저에서 여는 링크 복사
keys-what-report-threw = 온라인 레이팅 대전이 끝난 뒤 상대를 일부러 졌다고 신고해요
keys-what-report-unfair = 온라인 레이팅 대전이 끝난 뒤 상대를 부정행위(프로그램이나 다른 사람의 도움)로 신고해요
keys-what-review-previous = 이전 수 복기
keys-what-review-next = 다음 수 복기
keys-what-back-to-menu = 타이틀 화면으로 돌아가기
keys-what-toggle-labels = 칸 이름 보이기/숨기기
keys-what-toggle-sound = 소리 끄기/켜기
keys-what-help = 모든 키 보이기/숨기기

# 도움말 화면 (? 또는 F1).
help-title = 플레이 방법
# "3 x 3"은 줄바꿈 없는 공백으로 한 줄에.
help-rules = X와 O를 번갈아 놓아요. 3 x 3에서는 3개를 한 줄로, 4 x 4와 5 x 5에서는 4개를 한 줄로 놓으면 이겨요. 칸을 클릭하거나 탭해서 두세요.
help-ultimate = 얼티밋: 작은 보드 9개가 하나로. 작은 보드에서 3개를 한 줄로 놓으면 그 보드를 차지하고, 작은 보드 3개를 한 줄로 차지하면 게임에서 이겨요. 내가 둔 칸과 같은 위치의 작은 보드(테두리로 표시돼요)가 상대가 둘 보드가 돼요. 그 보드가 이미 승부가 났거나 가득 찼다면 열린 보드 어디에나 둘 수 있어요. 키로는 1-9(키패드 배치)로 칸을 고르고, 보드를 자유롭게 고를 수 있을 때는 먼저 1-9로 보드를 골라요.
help-misere = 거꾸로 틱택토: 3개를 한 줄로 놓으면 져요. 줄을 완성한 사람은 상대에게 승리를 넘겨줘요. 줄 없이 보드가 다 차면 무승부예요. 보통은 배울 수 있는 규칙을 따라요: 다른 빈칸이 있는 한 자기 줄을 완성하지 않아요. 먼저 두면 가운데를 차지하고, 그다음에는 상대가 둔 칸의 가운데 건너편 칸에 둬요. 그 밖에는 자기 표시에서 멀리 떨어져 둬요.
help-qubic = 큐빅: 4 x 4 x 4 정육면체에서 4개를 한 줄로 놓아요. 정육면체는 네 층으로 그려요: 1층은 왼쪽 위, 2층은 오른쪽 위, 3층은 왼쪽 아래, 4층은 오른쪽 아래. 줄은 한 층 안에 있거나, 네 층을 곧게 또는 비스듬히 지나가요: 모두 76줄이에요. 점은 층과 칸으로 2b3처럼 불러요. 먼저 두는 사람은 반드시 이길 수 있어요. 보통은 이길 수 있으면 이기고, 아니면 막고, 아니면 7줄이 지나는 16개 점(정육면체의 꼭짓점과 안쪽 8개 점) 중 하나를 차지해요. 코치의 힌트는 컴퓨터의 수와 그 이유(승리, 막기, 탐색의 선택)를 알려 주고, 분석은 연속된 위협으로 증명되는 점에 누가 이기는지 표시해요. 복기는 아직 큐빅을 몰라요.
help-notakto = Notakto: 두 사람 모두 X를 놓고, 누구의 표시든 3개로 줄을 완성한 사람이 져요. 무승부는 없어요. 각 표시는 놓은 사람의 색을 유지하고, 게임은 여전히 먼저 두는 사람을 X, 나중에 두는 사람을 O라고 불러요. 먼저 두는 사람은 반드시 이길 수 있어요. 보통은 배울 수 있는 규칙을 따라요: 다른 빈칸이 있는 한 줄을 완성하지 않아요. 먼저 두면 가운데를 차지하고, 그다음 상대의 첫 표시에서 나이트 이동(두 칸 가고 옆으로 한 칸)만큼 떨어진 칸에 둬요. 두고 나면 남은 빈칸이 모두 줄을 완성하게 되는 칸이 있으면 거기에 둬요.
help-buttons = 버튼
help-buttons-note = Tab 키와 Shift+Tab 키로 버튼 사이를 이동하고, Space 키나 Enter 키로 테두리가 표시된 버튼을 눌러요. 라운드 중에는 Tab 키로 패널에 들어가기 전까지 방향키, Enter, Space 키가 보드를 조작하고, Esc 키를 누르면 다시 보드 조작으로 돌아가요. 브라우저에서는 패널의 마지막 버튼에서 Tab 키를 더 누르면 보드의 칸으로 버튼처럼 이동할 수 있어요.

# 지금 있는 곳에서 아무 일도 하지 않는 키; $key는 키 이름("Q", "F5").
keys-unbound-menu = { $key } 키는 여기서 쓸 수 없어요: Enter 키로 시작해요. 모든 키는 ? 키로 볼 수 있어요
keys-unbound-classic = { $key } 키는 여기서 쓸 수 없어요: 1-9(키패드 배치)를 누르거나 칸을 클릭하세요. 모든 키는 ? 키로 볼 수 있어요
keys-unbound-ultimate = { $key } 키는 여기서 쓸 수 없어요: 1-9로 테두리가 표시된 보드의 칸을 고르거나(보드를 자유롭게 고를 수 있을 때는 보드 먼저) 칸을 클릭하세요. 모든 키는 ? 키로 볼 수 있어요
# 4 x 4와 5 x 5 보드에서.
keys-unbound-large = { $key } 키는 여기서 쓸 수 없어요: 칸을 클릭하거나 방향키와 Enter 키를 쓰세요. 모든 키는 ? 키로 볼 수 있어요
keys-unbound-over = { $key } 키는 여기서 쓸 수 없어요: Enter 키로 다시 하기, V 키로 라운드 복기, Esc 키로 메뉴. 모든 키는 ? 키로 볼 수 있어요
# 얼티밋의 숫자 키: $board와 $number는 키패드처럼 1~9.
keys-not-ultimate = 이 보드는 얼티밋이 아니에요
keys-no-such-square = { $number }번 칸은 없어요
keys-board-closed = { $board }번 보드는 닫혔어요: 열린 보드를 1-9로 고르세요
keys-no-such-square-sent = { $number }번 칸은 없어요: 직전 수에 따라 { $board }번 보드의 1-9번 칸에 둬야 해요
keys-no-such-board = { $number }번 보드는 없어요: 보드는 1-9번이고, 키패드처럼 놓여 있어요
keys-board-picked = { $board }번 보드: 이제 칸을 1-9로 고르세요 (0: 다른 보드 고르기)
keys-pick-a-board = 보드를 1-9로 고르세요 (키패드 배치)
keys-numbers-classic-only = 숫자 키로 칸을 고르는 건 3 x 3 보드에서만 돼요: 칸을 클릭하거나 방향키와 Enter 키를 쓰세요
keys-no-such-square-classic = { $number }번 칸은 없어요: 칸은 1-9번이고, 키패드처럼 놓여 있어요
keys-no-cursor = 먼저 칸을 고르세요: 방향키로 이동하고 Enter 키로 둬요
keys-sound-off = 소리 끔
keys-sound-on = 소리 켬
# 보드 옆을 클릭하거나 탭했어요.
keys-outside-board = 보드 밖이에요: 칸을 클릭하세요

# 스크린 리더용 컨트롤 이름과 같은 일을 하는 키: "무르기 (U 또는 Ctrl+Z)".
keys-spoken = { $label } ({ $keys })
# 화면(설정, 통계, 도움말)을 닫아요.
keys-done = 완료

# 키보드로 컨트롤에 이동했을 때 스크린 리더가 읽는 말; $label은 컨트롤 이름("시작 (Enter)", "사람 대 컴퓨터").
focus-button = { $label }, 버튼
# 여러 선택지 중 하나 (칩, 플레이 방식).
focus-option = { $label }, 옵션
focus-option-selected = { $label }, 옵션, 선택됨
focus-checkbox = { $label }, 체크박스
focus-checkbox-checked = { $label }, 체크박스, 체크됨
focus-checkbox-not-checked = { $label }, 체크박스, 체크 안 됨
# $text는 입력된 내용.
focus-text-field = { $label }, 텍스트 필드, { $text }
focus-text-field-empty = { $label }, 텍스트 필드, 비어 있음
# 이름 없는 입력란: $label은 입력된 내용.
focus-text-field-unnamed = { $label }, 텍스트 필드
focus-text-field-unnamed-selected = { $label }, 텍스트 필드, 선택됨
focus-slider = { $label }, 슬라이더
focus-slider-selected = { $label }, 슬라이더, 선택됨
focus-section = { $label }, 섹션
focus-section-selected = { $label }, 섹션, 선택됨
focus-selected = { $label }, 선택됨

# 게임의 안내: 스크린 리더를 위한 키 설명($keys는 전체 키 목록 문장).
keys-describe = 칸을 클릭하거나 탭해서 두세요. 키로도 플레이할 수 있어요. { $keys }
# $text는 복사한 내용(링크).
clipboard-copied = 복사했어요: { $text }
# $error는 시스템이 알려 준 이유.
clipboard-failed = 복사하지 못했어요({ $error }): 대신 텍스트를 선택하세요
# 저장된 통계와 설정: $error와 $problem은 이유(영어).
saved-statistics-damaged = 저장된 통계가 손상되어({ $error }) 새로 시작해요. 설정은 그대로예요
saved-statistics-not-saved = 통계를 저장하지 못했어요({ $error })
saved-settings-partly = 저장된 설정의 일부를 읽을 수 없어서 그 부분은 기본값을 써요: { $problem }
# $count는 나머지 문제의 수.
saved-settings-partly-more = 저장된 설정의 일부를 읽을 수 없어서 그 부분은 기본값을 써요: { $problem } (외 { $count }개)
saved-settings-unreadable = 저장된 설정을 읽지 못해서({ $error }) 기본값을 써요
saved-settings-not-saved = 설정을 저장하지 못했어요({ $error })

# 브라우저에서 스크린 리더를 위해 버튼으로 만든 보드: 그룹의 이름.
grid-name = 보드, { $size }행 { $size }열
grid-name-ultimate = 보드, 얼티밋: 3행 3열의 작은 보드 9개
grid-name-qubic = 정육면체, 큐빅: 4행 4열의 층 4개
# 얼티밋 칸의 버튼: $square는 칸 설명("7번 보드, 5번 칸, 비어 있음"), $board는 다음 수를 둘 보드(1~9).
grid-square-sent = { $square }; { $board }번 보드에 둬요
grid-square-any = { $square }; 열린 보드 어디에나 둘 수 있어요
square-label-number = { $number }번 칸, { $place }, { $content }
square-label-named = { $square } 칸, { $row }행 { $column }열, { $content }
square-label-ultimate = { $board }번 보드 { $square }번 칸, { $content }
square-label-qubic = { $layer }층, { $square } 칸, { $content }
square-empty = 비어 있음
square-place = { $place ->
    [top-left] 왼쪽 위
    [top] 위
    [top-right] 오른쪽 위
    [left] 왼쪽
    [right] 오른쪽
    [bottom-left] 왼쪽 아래
    [bottom] 아래
    [bottom-right] 오른쪽 아래
   *[centre] 가운데
}



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
round-report = 신고:
round-reported = 신고했어요. 고마워요
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
narrate-sentence = { $text }.
narrate-sentences = { $first } { $second }
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
# "게임으로 돌아가기"와 "여기서부터 두기"는 버튼, (End)와 (P)는 그 키.
narrate-looking-back = 이전 수를 보고 있어요: 게임으로 돌아가기(End) 또는 여기서부터 두기(P)

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
narrate-no-take-backs-engine = 이 엔진은 CodinGame 형식으로 두므로 수를 무를 수 없습니다
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
# Misère: the result, then who completed a line (and so lost). $mark: X or O;
# $result: the sentence above (the second form when it ends in "!").
narrate-result-misere = { $result }. { $mark }가 3개를 한 줄로 놓았어요
narrate-result-misere-exclaimed = { $result } { $mark }가 3개를 한 줄로 놓았어요
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

# 연결하는 동안의 상태 줄과 타이틀 화면. $address: 게임 서버 주소.
online-connecting = 게임 서버({ $address })에 연결하는 중…
online-reconnecting = 연결이 끊겼어요: 다시 연결하는 중…
online-reconnected = 다시 연결됐어요
# 빠른 대전: 같은 인터넷 주소에서 다른 찾기가 진행 중이에요. 빠른 대전은 같은 주소끼리 짝지어 주지 않아요.
online-household = 같은 인터넷 주소에서 다른 사람도 상대를 찾고 있어요: 빠른 대전은 같은 주소의 플레이어끼리는 짝지어 주지 않아요 (서로 대결하려면 찾기를 취소하고, 방을 만들어 코드를 알려 주세요)
online-household-alone = 같은 인터넷 주소에서 다른 사람도 상대를 찾고 있어요: 빠른 대전은 같은 주소의 플레이어끼리는 짝지어 주지 않아요 (서로 대결하려면 찾기를 취소하고, 방을 만들어 코드를 알려 주세요). 또는 대신 컴퓨터와 대결하세요
# $board: 보드의 짧은 이름("3 x 3", "얼티밋").
online-searching = { $board } 게임 상대를 찾는 중…
online-searching-alone = 아직 레이팅이 비슷한 플레이어 중에 { $board } 게임을 찾는 사람이 없어요: 기다릴수록 찾는 범위가 넓어져요. 또는 대신 컴퓨터와 대결하세요
online-waiting-for-friend = 친구가 들어오길 기다리는 중 (코드: { $code })
# $name: 상대 플레이어의 이름.
online-wants-again = 상대({ $name })가 다시 하고 싶어 해요
online-waiting-again = 상대({ $name })도 다시 하길 기다리는 중…
# $watchers: 방을 관전하는 사람 수 (0이면 표시 안 함).
online-playing = 온라인 대결 중, 상대: { $name }{ $watchers ->
        [0] {""}
       *[other] , { $watchers }명 관전 중
    }
# $seconds: 서버가 자리를 지켜 주는 시간.
online-away = { $name }의 연결이 끊겼어요: 돌아오길 { $seconds }초 기다려요
online-left = { $name } 퇴장
online-joined = { $name } 입장
online-lost-connection = { $name }의 연결이 끊겼어요, 기다리는 중…
online-is-back = { $name } 재접속

# 방 관전: $others는 함께 관전하는 다른 사람 수 (0이면 표시 안 함).

online-watching-both = 관전 중: { $first } 대 { $second }{ $others ->
        [0] {""}
       *[other] , 다른 관전자 { $others }명
    }
online-watching-empty = 방 { $code } 관전 중: 두 번째 플레이어를 기다리는 중{ $others ->
        [0] {""}
       *[other] , 다른 관전자 { $others }명
    }
online-watching-away = { $name }의 연결이 끊겼어요: 돌아오길 { $seconds }초 기다려요{ $others ->
        [0] {""}
       *[other] , 다른 관전자 { $others }명
    }
online-watching-left = { $name } 퇴장{ $others ->
        [0] {""}
       *[other] , 다른 관전자 { $others }명
    }
online-watching-room = 방 { $code } 관전 중

# 서버의 환영 인사. $code: 방의 일곱 글자 코드.

online-back-in-room = 방 { $code }의 내 자리로 돌아왔어요
online-found-player = 상대를 찾았어요: 게임을 시작해요
online-room-open = 방이 열렸어요. 친구에게 알려 줄 코드: { $code }
online-joined-room = 방에 들어왔어요: { $code }

# 연결 문제

# $reason: 이유, closed-* 메시지 중 하나 (또는 서버가 보낸 말).
online-room-closed = 방이 닫혔어요: { $reason }
# 방이 닫힌 이유, online-room-closed 안에서.
closed-stopped-looking = 상대 찾기를 취소했어요
closed-left = 방에서 나갔어요
closed-stopped-watching = 관전을 끝냈어요
closed-everyone-left = 모두 나갔어요
closed-idle = 방에 너무 오래 아무 움직임이 없었어요
closed-shutting-down = 서버가 종료되는 중이에요
closed-called-off = 게임이 취소됐어요
# 관전자에게: $name이 빠른 대전의 첫 수를 끝내 두지 않았어요.
closed-called-off-by = 게임이 취소됐어요: 플레이어({ $name })가 끝내 첫 수를 두지 않았어요
# $seconds: 빠른 대전에서 첫 수를 둘 수 있는 시간.
closed-no-first-move = { $seconds }초 안에 첫 수를 두지 않았어요: 게임이 취소됐고 레이팅에 반영되지 않아요. 다음 빠른 대전은 1분 뒤에 시작할 수 있어요
# $name이 첫 수를 두지 않아 취소된 빠른 대전. 게임이 다른 상대를 찾아요.
called-off-looking-again = 상대({ $name })가 첫 수를 두지 않았어요: 게임이 취소됐고 레이팅에 반영되지 않아요. 다른 상대를 찾는 중…
# $error: 연결의 기술적인 오류 메시지.
online-connection-lost = 서버와 연결이 끊겼어요({ $error }): 다시 연결하는 중
# 서버가 연결을 끝냈을 때 위의 $error로 쓰여요.
online-server-closed = 서버가 연결을 닫음
online-reconnect-failed = 서버에 다시 연결하지 못했어요: 방이 사라졌어요
online-needs-network = 온라인 플레이는 네트워크가 필요한데 이 기기는 오프라인이에요. 다른 기능은 모두 오프라인에서도 돼요
# $address: 게임 서버 주소. 브라우저에서.
online-unreachable-page = 게임 서버({ $address })에 연결할 수 없어요: 페이지의 서버가 멈췄을 수 있어요
# 데스크톱: .ci/web은 스크립트 경로, 설정은 설정 화면.
online-unreachable = 게임 서버({ $address })에 연결할 수 없어요: 서버가 실행 중인가요? (.ci/web 스크립트로 실행할 수 있고, 주소는 설정에 있어요)

# 명령

# $typed: 플레이어가 코드로 입력한 것. 예시 코드 KXMTRAB는 그대로.
online-not-a-code = 방 코드가 아니에요: “{ $typed }”. 코드는 일곱 글자이고, 1, 0과 헷갈리는 I, L, O는 쓰지 않아요. 예: KXMTRAB
# 메뉴: 방에서 나가는 버튼.
online-already-in-room = 이미 방에 있어요: 먼저 나가세요 (메뉴)
# $name: 시간을 넘긴 플레이어.
online-ran-out-of-time = { $name }의 시간이 다 됐어요
online-seconds-left = 둘 시간 { $seconds }초 남음
online-asked-again = 상대({ $name })에게 한 라운드 더 하자고 요청했어요

# 레이팅과 랭킹

# 레이팅 라운드 뒤. $delta: 부호가 붙은 변화("+16", "-8").
online-rating-change = 내 레이팅: { $before } → { $after } ({ $delta })
online-reported = 신고했어요: 운영자가 이 대전을 살펴볼 거예요. 고마워요
online-report-nothing = 온라인 레이팅 대전의 상대만 한 판에 한 번 신고할 수 있어요
online-unranked = 다른 상대 { $needs }명과 더 대결하면 랭킹에 올라요
# 아무도 랭킹에 없을 때 스크린 리더가 읽는 랭킹. $you: "ranked"($place, $rating),
# "unranked"($rating, $needs: 더 대결할 상대 수) 또는 "none"(레이팅 대전 없음).
online-leaderboard-empty = { $board } 랭킹: 아직 랭킹에 오른 사람이 없어요{ $you ->
        [ranked] ; 나는 { $place }위, 레이팅 { $rating }
        [unranked] ; 내 레이팅은 { $rating }: 다른 상대 { $needs }명과 더 대결하면 랭킹에 올라요
       *[none] ; 나는 이 보드의 레이팅 대전 기록이 없어요
    }
# 위와 같음, 랭킹에 $players명, 1위는 $leader(레이팅 $leader_rating).
online-leaderboard = { $board } 랭킹: { $players }명, 1위 { $leader } (레이팅 { $leader_rating }){ $you ->
        [ranked] ; 나는 { $place }위, 레이팅 { $rating }
        [unranked] ; 내 레이팅은 { $rating }: 다른 상대 { $needs }명과 더 대결하면 랭킹에 올라요
       *[none] ; 나는 이 보드의 레이팅 대전 기록이 없어요
    }
online-leaderboard-unreadable = 서버의 응답을 읽을 수 없어요: 다른 버전인가요?
online-leaderboard-timeout = 서버가 제때 응답하지 않았어요: 다시 시도하세요



## Coach

coach-online = 온라인 게임에서는 코치가 쉬어요: 나와 친구의 대결이니까요
coach-not-yet = 코치의 복기는 아직 이 게임을 몰라요: 힌트와 분석은 쓸 수 있어요
coach-hint-round-over = 라운드가 끝났어요: 줄 힌트가 없어요
coach-hint-past = 힌트는 지금 게임에서만 볼 수 있어요: 먼저 게임으로 돌아가세요
coach-analysis-on-ultimate = 분석 켬: 다음 수로 둘 수 있는 칸마다 엔진의 탐색에서 이길 확률을 보여 줘요
coach-analysis-on-qubic = 분석 켬: 연속된 위협으로 증명되는 점에 누가 이기는지 보여 줘요. 나머지는 미정으로 남아요
coach-analysis-on = 분석 켬: 빈 칸마다 그곳에 두면 어떻게 되는지 보여 줘요
coach-analysis-off = 분석 끔

# 힌트. $mover: X 또는 O, 둘 차례인 쪽.

# 완벽하게 두면 어떻게 되는지. $winner: X 또는 O.
coach-outlook-win = { $moves }수 만에 { $winner } 승리
coach-outlook-draw = 무승부
# $result: "draw", "win" 또는 "loss"; $outlook: 위의 문장.
coach-hint-any = { $mover } 차례 힌트: 어느 칸에 둬도 { $result ->
        [draw] 무승부를 지켜요
        [win] 이겨요 ({ $outlook })
       *[loss] 똑같이 가장 오래 버텨요 ({ $outlook })
    }
# $square: 칸 이름("5", "c2").
coach-hint-one = { $mover } 차례 힌트: { $square } 칸에 두면 { $result ->
        [draw] 무승부를 지켜요
        [win] 이겨요 ({ $outlook })
       *[loss] 가장 오래 버텨요 ({ $outlook })
    }
coach-hint-computer = { $mover } 차례 힌트: { $result ->
        [win] { $square }에 두면 반드시 이겨요
        [block] { $square }에 두면 하나만 남은 줄을 막아요
       *[choice] 컴퓨터라면 { $square }에 둬요 (필승 수순은 아직 보이지 않아요)
    }
# $squares: 칸 이름 목록("1, 3 또는 7").
coach-hint-many = { $mover } 차례 힌트: { $squares } 칸에 두면 { $result ->
        [draw] 무승부를 지켜요
        [win] 이겨요 ({ $outlook })
       *[loss] 가장 오래 버텨요 ({ $outlook })
    }
# 얼티밋: $board와 $square는 1~9. $result: "win", "draw", "loss"(확정),
# 또는 "chance"와 $percent(엔진의 탐색에서 둘 차례인 쪽이 이길 확률).
coach-hint-engine = { $mover } 차례 힌트: { $board }번 보드 { $square }번 칸에 두면 { $result ->
        [win] 이겨요
        [draw] 무승부를 지켜요
        [loss] 가장 오래 버텨요
       *[chance] 엔진의 탐색에서 { $mover }의 승률이 { $percent }%예요
    }
# 목록: "1, 3 또는 7"은 "1" + ", " + ("3" 또는 "7"); 복기에서는 "X 1 또는 X 3 또는 X 7".
coach-list-or = { $first } 또는 { $last }
coach-list-comma = { $first }, { $rest }

# 타임라인과 복기. $number: 수의 번호; $total: 전체 수; $played: 둔 수("X 5", "O c2").

coach-viewing-start = 처음 상태를 보는 중: 1수째 전 (전체 { $total }수)
coach-viewing-move = { $number }/{ $total }수를 보는 중: { $played }
# End와 P는 키.
coach-viewing-start-read-only = 처음 상태를 보는 중: 1수째 전 (전체 { $total }수). 보드는 보기만 할 수 있어요: 게임으로 돌아가기(End) 또는 여기서부터 두기(P)
coach-viewing-move-read-only = { $number }/{ $total }수를 보는 중: { $played }. 보드는 보기만 할 수 있어요: 게임으로 돌아가기(End) 또는 여기서부터 두기(P)
coach-back-to-game = 게임으로 돌아왔어요
coach-pick-a-move = 먼저 목록에서 수를 고른 뒤, 거기서부터 두세요
coach-no-moves = 아직 둔 수가 없어요: 돌아볼 것이 없어요
coach-review-closed = 복기를 닫았어요
coach-review-judging = { $number }/{ $total }수: { $played }, 판정 중…
# $mark: 아래 판정 중 하나.
coach-review-mark = { $mark } ({ $number }/{ $total })
# 완벽한 수와 비교한 판정. $better: 가장 좋은 수들("X 5 또는 X 7").
coach-mark-best-win = { $number }수째: { $played }, 최선: 승리로 가는 수예요
coach-mark-best-draw = { $number }수째: { $played }, 최선: 무승부를 지켜요
coach-mark-best-loss = { $number }수째: { $played }, 최선: 가장 오래 버텨요
coach-mark-kept-win = { $number }수째: { $played }, 여전히 이기지만 { $better } 쪽이 더 빨리 이겨요
coach-mark-kept-loss = { $number }수째: { $played }, { $better } 쪽보다 더 빨리 져요
# $what: "force"($opponent에게 필승을 내줌), "slip" 또는 "changed"; $held: 더 좋은 수였다면:
# "won", "draw" 또는 "lost"($opponent 승리).
coach-mark-mistake = { $number }수째: { $played }, { $what ->
        [force] { $opponent } 쪽에 필승을 내줬어요
        [slip] 이길 수 있었는데 무승부가 됐어요
       *[changed] 결과가 바뀌었어요
    }; { $better } 쪽이었다면 { $held ->
        [won] 이겼어요
        [draw] 무승부를 지켰어요
       *[lost] { $opponent } 승리였어요
    }
# 얼티밋, 엔진의 확률과 비교. $mover: X 또는 O; $played_percent, $best_percent: 확률(%);
# $points: 그 차이; $top: 엔진의 선택("X 5-3").
coach-mark-chance-choice = { $number }수째: { $played }, 엔진의 선택: { $mover }의 승률 { $played_percent }%
coach-mark-chance-as-good = { $number }수째: { $played }, 엔진의 선택({ $top })만큼 좋아요: { $mover }의 승률 { $played_percent }% 대 { $best_percent }%
coach-mark-chance-kept = { $number }수째: { $played }, { $mover }의 승률을 { $points }%p 내줬어요({ $best_percent }% → { $played_percent }%): { $better } 쪽이 더 좋았어요
coach-mark-chance-mistake = { $number }수째: { $played }, { $mover }의 승률을 { $points }%p 잃었어요({ $best_percent }% → { $played_percent }%): { $better } 쪽이었다면 { $best_percent }%를 지켰어요

# 라운드에서 쓴 도움, 결과와 함께.

coach-used-hints = 힌트를 { $hints }번 썼어요
coach-used-undos = 무르기를 { $undos }번 썼어요
coach-used-both = 힌트를 { $hints }번, 무르기를 { $undos }번 썼어요



## Statistics and review

# 통계의 한 줄: 누가 뒀는지($strength: 컴퓨터 난이도, "불가능")와 보드($board: "5 x 5").
stats-record-you-vs = 나 대 { $strength }, { $board }
# 컴퓨터끼리.
stats-record-itself = { $strength } 자체 대전, { $board }
stats-record-two-players = 2인 대전, { $board }
stats-record-online = 온라인, { $board } (내 기록)

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


## Server refusals: what the game server would not do, worded by the game
## from the refusal's code and arguments (src/game/online/refusal.rs).

# 기다릴 시간, refusal-too-many-joins와 refusal-too-soon 안에서.
refusal-wait-seconds = { $count }초
refusal-wait-minutes = { $count }분
refusal-wait-hours = { $count }시간
refusal-wait-days = { $count }일
# $server, $client: 프로토콜 버전 번호.
refusal-version-update-game = 서버와 게임의 프로토콜 버전이 달라요(서버 { $server }, 게임 { $client }): 페이지를 새로고침하거나 게임을 업데이트하세요
refusal-version-update-server = 서버와 게임의 프로토콜 버전이 달라요(서버 { $server }, 게임 { $client }): 이 서버가 게임보다 오래된 버전이에요. 서버 운영자에게 업데이트를 요청하세요
refusal-too-large = 메시지가 { $bytes }바이트로, 한도인 { $limit }바이트를 넘었어요
refusal-too-fast = 메시지가 1초에 { $per_second }개를 넘어서 이 메시지는 처리되지 않았어요
refusal-too-fast-leaderboards = 랭킹은 주소마다 1초에 { $per_second }번까지 보내요: 1초 뒤에 다시 시도하세요
# $why: 메시지를 읽은 프로그램의 설명, 영어.
refusal-malformed = 이 게임의 메시지가 아니에요: { $why }
refusal-binary = { $bytes }바이트의 바이너리 메시지예요: 이 게임은 텍스트로 주고받아요
# $sentence: 위 세 메시지 중 하나.
refusal-disconnected = { $sentence }. 잘못된 메시지가 너무 많아서 연결을 닫았어요
# $code: 입력한 방 코드(예: KXMTRAB).
refusal-no-such-room = 방을 찾을 수 없어요({ $code }): 코드를 확인하세요
refusal-room-closed = 방이 닫혔어요
refusal-room-full = 이 방({ $code })에는 이미 플레이어가 두 명 있어요
# $wait: refusal-wait-seconds 또는 refusal-wait-minutes.
refusal-too-many-joins = 이 주소에서 틀린 코드가 너무 많이 입력됐어요: 코드를 확인하고 { $wait } 뒤에 다시 시도하세요
refusal-bad-token = 이 토큰으로는 방({ $code })의 자리에 들어갈 수 없어요
refusal-seat-given-up = 이미 비워진 자리예요: 새 방에 들어가세요
refusal-seat-left = 상대({ $name })가 방을 나갔어요
refusal-not-connected = 연결되어 있지 않아요
refusal-searching-nobody-yet = 빠른 대전 상대를 찾는 중이에요: 아직 대결할 상대가 없어요
refusal-no-room = 먼저 방을 만들거나 방에 들어가세요
refusal-idle = { $seconds }초 동안 방을 만들거나 들어가지 않아서 연결을 닫아요
refusal-already-in-room = 이미 방({ $code })에 있어요: 먼저 나가세요
refusal-already-searching = 빠른 대전 상대를 찾는 중이에요: 먼저 찾기를 취소하세요
refusal-already-watching = 방을 관전하는 중이에요: 먼저 관전을 끝내세요
refusal-not-started = 친구가 아직 들어오지 않았어요
refusal-not-your-turn = { $name }의 차례예요
# $mark: X 또는 O.
refusal-move-taken = 그 칸은 이미 { $mark } 자리예요
refusal-move-off-board = { $row }행 { $column }열은 보드 밖이에요
refusal-move-game-over = 게임이 끝났어요
# $board: 얼티밋의 작은 보드, 키패드처럼 1~9.
refusal-move-closed-board = { $board }번 보드는 닫혔어요: 열린 보드에 두세요
refusal-move-wrong-board = 직전 수에 따라 { $board }번 보드에 둬야 해요
refusal-out-of-time = 시간이 다 되어 이 라운드는 패배예요. 다시 하기를 요청해 보세요
refusal-round-over = 이 라운드는 끝났어요: 다시 하기를 요청해 보세요
refusal-late = 이 수의 제한 시간이 지났어요: 시간패로 라운드가 끝났어요
refusal-round-not-over = 먼저 이 라운드를 끝내세요
refusal-full = 서버가 가득 찼어요: 몇 분 뒤에 다시 시도하세요
refusal-full-returning-only = 서버가 가득 찼어요: 지금은 자기 자리로 돌아오는 플레이어만 들어올 수 있어요. 몇 분 뒤에 다시 시도하세요
refusal-full-rooms = 서버에 방이 가득 찼어요: 몇 분 뒤에 다시 시도하세요
refusal-address-rooms = 이 주소에서 이미 방을 { $count }개 열었어요: 먼저 하나를 끝내거나 나가세요
refusal-address-searches = 이 주소에서 이미 상대 찾기가 { $count }개 진행 중이에요: 먼저 하나를 취소하세요
refusal-address-watching = 이 주소에서 이미 방 { $count }개를 관전하고 있어요: 먼저 하나의 관전을 끝내세요
refusal-lost-touch = 지금은 새 게임을 시작할 수 없어요: 이 서버가 다른 서버들과 연결이 끊겼어요. 진행 중인 게임은 계속돼요. 1분 뒤에 다시 시도하세요
refusal-no-answer = 방의 서버가 응답하지 않아요: 잠시 뒤에 다시 시도하세요
refusal-name-computer = 컴퓨터의 이름(“{ $name }”)은 쓸 수 없어요: 온라인에서는 사람과 대결해요. 설정에서 다른 이름을 정하세요
refusal-name-rated = 다른 플레이어가 이미 이 이름(“{ $name }”)으로 레이팅을 받고 있어요: 설정에서 다른 이름을 정하세요
# $waiting: 이미 방에 있는 플레이어의 이름.
refusal-name-look-alike = 이 이름(“{ $name }”)은 방에서 기다리는 플레이어의 이름(“{ $waiting }”)과 똑같아 보여요(글자는 다르지만 다른 문자 체계이거나 비슷하게 생긴 글자예요): 설정에서 다른 이름을 정하세요
# $key: 기기 키, 글자와 숫자; $min, $max: 허용되는 길이.
refusal-bad-player = 올바른 기기 키가 아니에요(“{ $key }”): 게임은 영문자, 숫자, '_', '-'로 된 { $min }~{ $max }자의 키를 보내요 (페이지를 새로고침하거나 게임을 업데이트하세요)
# $games: 끝나지 않은 레이팅 대전 수; $wait: refusal-wait-*.
refusal-too-soon = 지난 하루 동안 이 기기나 주소에서 레이팅 대전 { $games }회가 끝나지 않았거나 시작되지 않았어요: 다음 빠른 대전은 { $wait } 뒤에 시작할 수 있어요
refusal-too-many-reports = 이 주소에서 이번 한 시간 동안 { $count }번 신고했어요: 나중에 다시 시도하세요
refusal-nothing-to-report = 방금 끝난 레이팅 대전의 상대만 한 판에 한 번 신고할 수 있어요
refusal-banned = 운영자가 이 기기나 주소의 레이팅 대전을 막았어요({ $why }). { $wait } 후에 다시 열려요. 친구와 하는 방은 평소처럼 열려 있어요.
ban-reason-farming = 한 플레이어가 자기의 다른 기기나 주소에서 얻은 레이팅
ban-reason-camping = 빠른 대전에 들어가서 한 수도 두지 않음
ban-reason-abuse = 다른 플레이어를 괴롭힘
ban-reason-cheating = 레이팅 대전에서 프로그램이나 다른 사람의 도움
# $seconds: 요청한 제한 시간; $a, $b, $c: 고를 수 있는 제한 시간.
refusal-bad-clock = 한 수 { $seconds }초 제한 시간은 고를 수 없어요: { $a }초, { $b }초, { $c }초 또는 제한 없음 중에서 고르세요
refusal-watcher = 방({ $code })을 관전하는 중이에요: 두 플레이어만 수를 둘 수 있어요
refusal-too-many-watchers = 방({ $code })의 관전자가 가득 찼어요: 나중에 다시 시도하세요
refusal-replaced = 이 게임을 다른 곳에서 열었어요



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

## 터미널판 (tictactoe-terminal)

terminal-menu-keys = 1-5로 선택을 바꾸고, Enter로 시작, s로 통계 보기, ?로 모든 키 보기, q로 종료
terminal-too-small = 이 보드를 보려면 터미널을 가로 { $columns }칸, 세로 { $rows }줄 이상으로 키워 주세요
terminal-footer = ?로 모든 키 보기, q로 라운드 나가기
terminal-plain-move = { $turn }: 칸을 입력하세요({ $example }). 도움말은 ?
terminal-plain-over = Enter로 다시 하기, q로 메뉴로 돌아가기
terminal-plain-leave = y는 나가기, n은 계속하기
terminal-plain-unknown = "{ $line }"은(는) 여기서 쓸 수 없어요: ?로 모든 키를 볼 수 있어요
terminal-plain-not-a-square = "{ $line }"은(는) 여기 있는 칸이 아니에요: { $example }처럼 입력하거나 ?로 도움말을 보세요
terminal-online-keys = Enter로 아무나와 대전(빠른 대전), c로 방 만들기, j로 코드를 넣어 친구 방에 참가, w로 관전, r로 랭킹 보기
terminal-type-name = { $seat }의 이름을 입력하고 Enter(Esc는 이전 이름 유지)
terminal-type-code = 방 코드를 입력하고 Enter(Esc는 돌아가기)
terminal-chance = { $mark }: { $percent }% 확률
terminal-sent-to = { $board }번 보드에 두세요(칸 1-9)
terminal-any-board = 열린 보드 아무 곳에나 둘 수 있어요: 첫 1-9로 보드를, 다음 1-9로 칸을 골라요
terminal-help-keys = ↑ ↓ 로 계속 읽기, 다른 키는 닫기
engine-playing-ours = { $name }(우리 프로토콜을 쓰는 엔진)와 대국 중
engine-playing-codingame = { $name }(CodinGame 형식을 읽는 엔진)와 대국 중
engine-lost-no-start = { $name }이(가) 시작되지 않아({ $why }) 이번 판을 집니다
engine-lost-slow = { $name }이(가) { $seconds }초 안에 두지 않아 이번 판을 집니다
engine-lost-broken = { $name }이(가) 멈추거나 잘못 답해({ $why }) 이번 판을 집니다
engine-lost-illegal = { $name }이(가) 규칙상 둘 수 없는 { $square }에 두어 이번 판을 집니다
terminal-help-rules = X와 O를 번갈아 놓아요. 3 x 3에서는 3개를 한 줄로, 4 x 4와 5 x 5에서는 4개를 한 줄로 놓으면 이겨요. 숫자 키로 칸을 고르거나 커서를 옮겨 Enter로 두세요. 마우스를 지원하는 터미널에서는 클릭으로도 둘 수 있어요.
terminal-report-confirm = { $name }님을 이 사유로 신고할까요? Enter로 신고, Esc로 취소
