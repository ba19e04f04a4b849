# Крестики-нолики по-русски: все id из en.ftl.
#
# Обращение на «ты». Ход на клетку называем «клетка», маленькое поле Ultimate и
# всё поле — «поле», раунд — «партия». X и O, названия клеток («b2») и «Ultimate»
# не переводятся.

game-title = Крестики-нолики

## Settings sheet

settings-title = Настройки
settings-language = Язык
settings-language-system = Как в системе ({ $language })
settings-language-note = Используется язык системы, пока ты не выберешь другой.
settings-board = Поле
settings-think = Сколько думает «Невозможный» в Ultimate
settings-think-note = Дольше — значит сильнее.
settings-first = Кто ходит первым (играет X)
settings-clock = Таймер в твоей комнате
settings-clock-note = На каждый ход даётся это время, иначе партия проиграна. В быстрой игре всегда 30 с.
settings-look = Тема
settings-look-note = Используется настройка системы, пока ты не выберешь другую.
settings-sound = Звук
settings-sound-effects = Звуковые эффекты
settings-volume = Громкость
settings-volume-value = { $percent } %
settings-labels = Подписи на поле
settings-labels-classic = Всегда показывать номера клеток
settings-labels-four = Всегда показывать названия клеток (от a1 до d4)
settings-labels-five = Всегда показывать названия клеток (от a1 до e5)
settings-labels-ultimate = Всегда показывать номера (поля и клетки)
settings-labels-note = Они также появляются, когда ты играешь цифрами или стрелками.
settings-server = Игровой сервер
settings-names = Имена
settings-player-one = Игрок 1
settings-player-two = Игрок 2
settings-your-name = Твоё имя
settings-name-limit = Имя — не длиннее { $count ->
    [one] { $count } символа
    [few] { $count } символов
    [many] { $count } символов
   *[other] { $count } символа
}
settings-first-random = Случайно
settings-first-take-turns = По очереди
settings-first-me = Я
settings-first-my-friend = Друг
settings-first-computer = Компьютер

## Choices

mode-human-vs-human = Игрок против игрока
mode-human-vs-computer = Игрок против компьютера
mode-computer-vs-computer = Компьютер против компьютера
mode-online = Онлайн
difficulty-easy = Лёгкий
difficulty-medium = Средний
difficulty-impossible = Невозможный
board-short-classic = 3 x 3
board-short-four = 4 x 4
board-short-five = 5 x 5
board-short-ultimate = Ultimate
board-classic = 3 x 3, три в ряд
board-four = 4 x 4, четыре в ряд
board-five = 5 x 5, четыре в ряд
board-ultimate = Ultimate: девять полей в одном. Твоя клетка отправляет соперника на поле с тем же номером; выиграй три поля в ряд
think-quick = Быстро
think-one-second = 1 секунда
think-five-seconds = 5 секунд
clock-none = Без таймера
clock-seconds = { $seconds } с
theme-light = Светлая
theme-dark = Тёмная
theme-high-contrast = Контрастная



## Title screen



## Keys and help



## Round

# Шапка с игроками над полем

# Под именем победителя на этом устройстве, когда соперник — человек.
round-you-win = твоя победа
# Под именем победителя.
round-wins = победитель
# Под именем игрока, который ходит онлайн; $time — оставшееся время, например «0:23».
round-time-left = осталось { $time }
# Под твоим именем, когда соперник — человек.
round-you = ты
# Под числом ничьих посередине шапки; само число показано выше, не в сообщении.
round-draws = { $count ->
    [one] ничья
    [few] ничьи
    [many] ничьих
   *[other] ничьей
}

# Панель рядом с полем

# Кнопка в матче двух компьютеров: продолжить после паузы. Коротко.
round-resume = Продолжить
# Карточка разбора; $step — показанный ход, $count — число ходов партии.
round-review-step = Разбор: ход { $step } из { $count }
# Итог повтора, открытого по ссылке; $mark — X или O.
round-replay-won = Победа { $mark }
round-replay-draw = Ничья
round-replay-unfinished = Не доиграна
# Под итогом повтора; $count — число ходов.
round-replay-moves = { $count ->
    [one] Повтор: { $count } ход
    [few] Повтор: { $count } хода
    [many] Повтор: { $count } ходов
   *[other] Повтор: { $count } хода
}
# Под итогом онлайн в рейтинговой комнате: $score — счёт матча (предложение), $rating — изменение рейтинга (предложение).
round-score-and-rating = { $score }. { $rating }
# Онлайн, вместо кода комнаты, когда соперника подобрала быстрая игра.
round-rated-match = Рейтинговая быстрая игра
# Перед кодом онлайн-комнаты.
round-room = Комната
round-copy-code = Копировать код
round-copy-link = Копировать ссылку
# Копирует ссылку на страницу, где можно смотреть эту комнату.
round-copy-watch-link = Ссылка для зрителей
# Заголовок списка сделанных ходов.
round-moves = Ходы
round-moves-none = Пока нет

# Выход из партии

round-leave-room = Выйти из комнаты?
round-leave-room-why = Друг увидит твой выход, а эта партия не будет засчитана.
round-leave-round = Выйти из партии?
round-leave-round-why = Она не закончена, поэтому не будет засчитана.
round-leave = Выйти
round-keep-playing = Играть дальше
# Подсказка под кнопками; Enter и Esc — клавиши.
round-leave-keys = Enter — выйти, Esc — играть дальше.
# Читается экранным диктором, когда открывается вопрос; Enter и Escape — клавиши.
round-leave-room-said = Выйти из комнаты? Enter — выйти, Escape — играть дальше
round-leave-round-said = Выйти из партии? Enter — выйти, Escape — играть дальше



## Board

# Анализ поверх клеток и рамки тренера

# К чему ведёт ход на клетку; $mark — X или O.
board-wins = Победа { $mark }
board-draw = Ничья
# Под «Победа X»: победа следующим ходом.
board-at-once = сразу
# Под «Победа X»: за сколько ходов (никогда не один: тогда «сразу»).
board-in-moves = { $count ->
    [one] за { $count } ход
    [few] за { $count } хода
    [many] за { $count } ходов
   *[other] за { $count } хода
}
# В Ultimate: шанс на победу для того, кто ходит; $percent — от 0 до 100.
board-chance = { $percent } %
board-analysing = Анализ…
# В рамке вокруг клетки, которую советует подсказка.
board-best = лучший
# В рамке вокруг клетки лучше сыгранной, при разборе.
board-better = лучше
# В рамке вокруг разбираемого хода; $mark — X или O.
board-played = ход { $mark }
# В рамке вокруг разбираемого хода, до оценки.
board-judging = оценка…



## Narration

# Что игра сообщает по ходу партии в строке состояния и экранному диктору.
# $mark — всегда X или O; $name — имя игрока (или «Компьютер»).

# Новая партия: её номер, затем счёт (предложение narrate-score).
narrate-round-started = Партия { $number }. { $score }
# Сделан ход. $square — фраза narrate-square-* («клетка 5», «поле 7, клетка 5») или название клетки («c2»).
narrate-you-took = Ты: { $square }
narrate-took = { $name }: { $square }
# Клетка в предложении: на поле 3 x 3 (нумерация как на цифровой клавиатуре) и в Ultimate.
narrate-square-number = клетка { $number }
narrate-square-ultimate = поле { $board }, клетка { $square }
# Чей ход; в скобках ($mark) — чем играет.
narrate-your-turn = Твой ход ({ $mark })
narrate-turn = Ходит { $name } ({ $mark })
narrate-thinking = { $name } думает ({ $mark })

# Отклонённые ходы

# Занятая клетка: на 3 x 3 ($number от 1 до 9), в Ultimate и на больших полях ($square — название, например «b3»).
narrate-taken-number = На клетке { $number } уже стоит { $mark }: выбери пустую клетку
narrate-taken-ultimate = Поле { $board }, клетка { $square }: тут уже стоит { $mark }, выбери пустую клетку
narrate-taken-named = На { $square } уже стоит { $mark }: выбери пустую клетку
# Ultimate: маленькое поле выиграно или заполнено.
narrate-closed-board = Поле { $board } закрыто: играй на открытом поле
# Ultimate: клетка последнего хода задаёт маленькое поле для хода, оно в рамке.
narrate-wrong-board = Последний ход отправляет тебя на поле { $board }: играй на поле в рамке
narrate-off-board = Такой клетки на этом поле нет
narrate-round-over = Партия окончена: нажми Enter или R, чтобы сыграть ещё, Esc — в меню
narrate-watching = Ты зритель: ходят только игроки
narrate-wait-computer = Подожди: сейчас ходит компьютер
narrate-wait = Подожди: сейчас ходит { $name }
# Второй ход в тот же момент, что и другой.
narrate-one-at-a-time = Только один ход за раз
# «Вернуться в игру» и «Играть отсюда» — кнопки, (End) и (P) — их клавиши.
narrate-looking-back = Ты смотришь на прошлый ход: «Вернуться в игру» (End) или «Играть отсюда» (P)

# Отмена ходов

# Два хода списком, каждый — знак и название клетки («X 5 и O 3»).
narrate-moves-and = { $first } и { $second }
# $moves: отменённые или возвращённые ходы (список narrate-moves-and или один ход, например «X 5»).
narrate-undid = Отменено: { $moves }
narrate-redid = Возвращено: { $moves }
narrate-playing-from = Игра продолжается с хода { $number }: следующие ходы можно вернуть
narrate-nothing-to-undo = Отменять нечего
narrate-nothing-to-redo = Возвращать нечего
narrate-only-computer-moves = Отменять нечего: твоих ходов ещё нет, первым ходил компьютер
narrate-no-take-backs-online = В онлайн-игре ходы не отменяются: всё остаётся как сыграно
# «Разбор» — кнопка для пошагового просмотра ходов.
narrate-no-take-backs-replay = Повтор показывает партию такой, какой она была: листай её кнопкой «Разбор»
# $number: запрошенный ход; $moves: сколько ходов в партии.
narrate-no-such-move = Хода { $number } нет: { $moves ->
    [one] в партии всего { $moves } ход
    [few] в партии всего { $moves } хода
    [many] в партии всего { $moves } ходов
   *[other] в партии всего { $moves } хода
}
# Отменён ход, который закончил партию; $score — предложение narrate-score.
narrate-round-reopened = Партия снова открыта, её результат больше не учитывается. { $score }

# Итоги и счёт

narrate-result-draw = Ничья
narrate-result-you-win = Победа за тобой!
# У соперника кончилось время на часах.
narrate-result-you-win-on-time = Победа за тобой по времени!
narrate-result-computer-wins = Компьютер побеждает
narrate-result-wins = { $name } побеждает!
narrate-result-wins-on-time = { $name } побеждает по времени!
# Против компьютера: итог, затем использованная помощь (предложение тренера).
# После итога без «!» в конце.
narrate-result-help = { $result }. { $help }
# После итога с «!» в конце.
narrate-result-exclaimed-help = { $result } { $help }
# Против компьютера: сколько партий выиграно, проиграно и сыграно вничью.
narrate-score-yours = Счёт: побед — { $won }, поражений — { $lost }, ничьих — { $drawn }
# Между двумя игроками: имя и победы каждого, затем ничьи.
narrate-score = Счёт: { $first } — { $first_wins }, { $second } — { $second_wins }, ничьих — { $draws }

# Выбор в меню, озвучивается при изменении

# $mode: режим («Игрок против игрока»); $strength: уровень компьютера («Невозможный»);
# $first: кто ходит первым (фраза narrate-menu-* ниже); $board: поле
# («3 x 3, три в ряд»); $enter: что делает Enter (предложение ниже).
narrate-menu = Меню: { $mode }, { $first }, { $board }. { $enter }
narrate-menu-with-strength = Меню: { $mode }, { $strength }, { $first }, { $board }. { $enter }
narrate-menu-you-first = первый ход твой
narrate-menu-friend-first = первый ход у друга
narrate-menu-computer-first = первый ход у компьютера
narrate-menu-named-first = первый ход: { $name }
narrate-menu-random-first = первый ход случайный
narrate-menu-take-turns = первый ход по очереди
narrate-menu-offline = Для игры онлайн нужна сеть, а устройство не в сети; всё остальное работает и без неё
narrate-menu-enter-finds = Enter — найти соперника
narrate-menu-enter-starts = Enter — начать

## Online



## Coach



## Statistics and review

# Строка статистики: кто играл ($strength: уровень компьютера, «Невозможный») и поле ($board: «5 x 5»).
stats-record-you-vs = Ты против компьютера ({ $strength }), { $board }
# Компьютер против самого себя.
stats-record-itself = Компьютер ({ $strength }) против себя, { $board }
stats-record-two-players = Два игрока, { $board }

# Повторы

replay-link-after-round = Ссылка на повтор появится, когда партия закончится
replay-finish-round-first = Закончи или покинь партию, чтобы открыть повтор
# Открыта ссылка на повтор: сколько ходов и чем закончилась игра.
replay-opened-win = Повтор партии из { $moves ->
    [one] { $moves } хода
    [few] { $moves } ходов
    [many] { $moves } ходов
   *[other] { $moves } хода
}, победа { $mark }: листай её клавишами со стрелками
replay-opened-draw = Повтор партии из { $moves ->
    [one] { $moves } хода
    [few] { $moves } ходов
    [many] { $moves } ходов
   *[other] { $moves } хода
}, ничья: листай её клавишами со стрелками
replay-opened-unfinished = Повтор партии из { $moves ->
    [one] { $moves } хода
    [few] { $moves } ходов
    [many] { $moves } ходов
   *[other] { $moves } хода
}, не доиграна: листай её клавишами со стрелками
# Почему ссылку на повтор (буквы после «?replay=») нельзя открыть.
replay-error-empty = Не удаётся открыть ссылку на повтор: повтор пуст
replay-error-too-long = Не удаётся открыть ссылку на повтор: в повторе { $letters ->
    [one] { $letters } буква
    [few] { $letters } буквы
    [many] { $letters } букв
   *[other] { $letters } буквы
} — больше, чем в любой игре
# $letter: первая буква ссылки, она должна обозначать поле.
replay-error-unknown-board = Не удаётся открыть ссылку на повтор: повтор начинается с «{ $letter }», а такого поля нет (3, 4, 5 или u)
replay-error-not-a-letter = Не удаётся открыть ссылку на повтор: в повторе есть «{ $letter }», а таким знаком ходы не записываются
replay-error-cut-short = Не удаётся открыть ссылку на повтор: повтор обрывается посреди хода
replay-error-off-the-board = Не удаётся открыть ссылку на повтор: ход { $number } повтора — за пределами поля
# Ход повтора против правил: $number — номер хода, $square — название клетки («5», «c2», «7-5»).
replay-error-taken = Не удаётся открыть ссылку на повтор: ход { $number } повтора (клетка { $square }) невозможен: на этой клетке уже стоит { $mark }
replay-error-square-off-board = Не удаётся открыть ссылку на повтор: ход { $number } повтора (клетка { $square }) невозможен: строка { $row }, столбец { $column } — за пределами поля
replay-error-game-over = Не удаётся открыть ссылку на повтор: ход { $number } повтора (клетка { $square }) невозможен: игра уже окончена
replay-error-closed-board = Не удаётся открыть ссылку на повтор: ход { $number } повтора (клетка { $square }) невозможен: поле { $board } закрыто, играть можно только на открытом поле
replay-error-wrong-board = Не удаётся открыть ссылку на повтор: ход { $number } повтора (клетка { $square }) невозможен: последний ход отправляет на поле { $board }
replay-error-moves-after-the-end = Не удаётся открыть ссылку на повтор: ход { $number } повтора сделан после конца игры
replay-error-unfinished = Не удаётся открыть ссылку на повтор: игра в этом повторе так и не была закончена


## Page: the browser page's own words, before the game starts (web/theme.js
## and web/main.js read these at build time; single lines only).

page-description = Крестики-нолики на полях 3 x 3, 4 x 4 и 5 x 5: с другом, онлайн или против компьютера, который никогда не проигрывает, с тренером, который показывает, к чему ведёт каждая клетка. После загрузки работает без интернета.
# Описание установленного приложения (манифест веб-приложения).
page-app-description = Крестики-нолики на полях 3 x 3, 4 x 4 и 5 x 5: с другом, онлайн или против компьютера, с тренером.
# Холст игры, как его называет экранный диктор.
page-canvas = Крестики-нолики. Ходы и итоги озвучиваются ниже.
page-how-to-play = Нажми на клетку, чтобы сходить. Когда игра запустится, здесь будут описаны все клавиши, на которые она отвечает.
page-loading = Игра загружается…
page-loading-percent = Игра загружается… { $percent } %
page-starting = Запуск…
page-no-webgl-heading = Игра не может запуститься
page-no-webgl = Игре нужен WebGL2, а этот браузер его не поддерживает (или он отключён). Подойдёт свежий Firefox, Chrome, Edge или Safari.
page-stopped-heading = Игра остановилась
# $reason: что пошло не так, словами браузера (часто по-английски).
page-stopped = Игра остановилась: { $reason }. Перезагрузи страницу, чтобы играть снова.
page-not-started = Игра не смогла запуститься: { $reason }. Подойдёт свежий Firefox, Chrome, Edge или Safari с WebGL2.
page-not-loaded = Не удалось загрузить файлы игры ({ $reason }). Проверь подключение и перезагрузи страницу.
page-internal-error = внутренняя ошибка (подробности могут быть в консоли браузера)
page-unknown-error = неизвестная ошибка
page-update = Готова новая версия игры.
page-reload = Обновить
