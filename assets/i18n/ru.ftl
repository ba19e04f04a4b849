# Крестики-нолики по-русски: все id из en.ftl.
#
# Обращение на «ты». Ход на клетку называем «клетка», маленькое поле Ultimate и
# всё поле — «поле», раунд — «партия». X и O, названия клеток («b2») и «Ultimate»
# не переводятся.

game-title = Крестики-нолики

## Names: the players' names until they type their own, and the computer's.

name-computer = Компьютер
name-computer-numbered = Компьютер { $number }
name-player = Игрок { $number }

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
settings-labels-misere = Всегда показывать номера клеток
settings-labels-qubic = Всегда показывать имена точек (слой, затем a1–d4)
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
board-short-misere = Поддавки
board-short-qubic = Qubic
board-short-notakto = Нотакто
board-classic = 3 x 3, три в ряд
board-four = 4 x 4, четыре в ряд
board-five = 5 x 5, четыре в ряд
board-ultimate = Ultimate: девять полей в одном. Твоя клетка отправляет соперника на поле с тем же номером; выиграй три поля в ряд
board-misere = Поддавки: 3 x 3, и кто поставит три в ряд, проигрывает
board-qubic = Qubic: 4 x 4 x 4, четыре в ряд на любой из 76 линий куба
board-notakto = Нотакто: 3 x 3, оба ставят X, и кто поставит три в ряд, проигрывает
think-quick = Быстро
think-one-second = 1 секунда
think-five-seconds = 5 секунд
clock-none = Без таймера
clock-seconds = { $seconds } с
theme-light = Светлая
theme-dark = Тёмная
theme-high-contrast = Контрастная



## Title screen

title-settings = Настройки
title-statistics = Статистика
# Под каждым способом игры, на его карточке.
title-blurb-human-vs-human = Два игрока, одно устройство
title-blurb-human-vs-computer = Ты против компьютера
title-blurb-computer-vs-computer = Смотри, как играют два компьютера
title-blurb-online = Кто угодно или друг по коду
title-strength = Уровень компьютера
# Под «Начать», пока идёт матч; $count — сыгранные партии.
title-session-rounds = { $count ->
    [one] За этот сеанс сыграна { $count } партия: счёт продолжается с теми же игроками
    [few] За этот сеанс сыграно { $count } партии: счёт продолжается с теми же игроками
    [many] За этот сеанс сыграно { $count } партий: счёт продолжается с теми же игроками
   *[other] За этот сеанс сыграно { $count } партии: счёт продолжается с теми же игроками
}

# Сводка матча под «Начать»: «Поле 3 x 3 · первый ход твой».
# $board — поле («Поле 3 x 3» или «Ultimate»); $first — одна из фраз title-first- ниже.
title-summary = { $board } · { $first }
# Онлайн: настройки комнаты, которую создаёт игрок; $seconds — время на ход.
title-summary-room = { $board } · твоя комната: { $first }, { $seconds } с
title-summary-room-no-clock = { $board } · твоя комната: { $first }, без таймера
# $board — размер поля («3 x 3»).
title-summary-board = Поле { $board }
title-first-random = первый ход случайный
title-first-take-turns = первый ход по очереди
# Онлайн: игрок, создавший комнату.
title-first-maker = первый ход у создателя
title-first-friend = первый ход у друга, который войдёт
title-first-you = первый ход твой
title-first-computer = первый ход у компьютера
title-first-named = первый ход: { $name }
# Открывает настройки.
title-change = Изменить…

# Онлайн. $code — код комнаты («KXMTRAB»).
title-back-to-room = Вернуться в игру (комната { $code })
title-stop-looking = Отменить поиск
title-play-the-computer = Сыграть с компьютером
title-quick-match = Быстрая игра
# Обратный отсчёт до следующей быстрой игры; $time — минуты и секунды, «1:05».
title-quick-match-in = Быстрая игра через { $time }
title-quick-match-note = Рейтинговая игра с тем, кто тоже ищет соперника на таком же поле.
title-play-a-friend = Или сыграй с другом
title-create-room = Создать комнату
title-create-room-note = Действуют твои настройки поля, первого хода и таймера; друг входит по коду комнаты или по ссылке.
title-join-note = Или войди в комнату друга по её коду — или смотри игру:
# В пустом поле для кода; сам код не меняется.
title-code-hint = Код, например KXMTRAB
title-room-code = Код комнаты
title-join = Войти
title-watch = Смотреть

# Окно статистики.
title-stats-title = Статистика
title-stats-none = Законченных партий пока нет.
title-stats-won = Победы
title-stats-lost = Поражения
title-stats-drawn = Ничьи
title-stats-best-streak = Лучшая серия
title-stats-whose = Победы и поражения считаются для первого игрока; против компьютера — твои.
title-stats-reset-question = Сбросить всю статистику? Это нельзя отменить.
title-stats-reset-yes = Да, сбросить
title-stats-reset-no = Нет, оставить
title-stats-reset = Сбросить статистику…

# Таблица лидеров: кнопка на главном экране и заголовок окна.
title-leaderboard = Таблица лидеров
title-leaderboard-asking = Запрос к игровому серверу…
title-leaderboard-try-again = Повторить
# Место этого устройства: $place — место, $rating — рейтинг («1523» или «1500?», пока он неточен), $games — рейтинговые партии.
title-leaderboard-you = { $games ->
    [one] Ты: #{ $place }, рейтинг { $rating } после { $games } рейтинговой партии
    [few] Ты: #{ $place }, рейтинг { $rating } после { $games } рейтинговых партий
    [many] Ты: #{ $place }, рейтинг { $rating } после { $games } рейтинговых партий
   *[other] Ты: #{ $place }, рейтинг { $rating } после { $games } рейтинговой партии
}
# Ещё не в таблице: $needs — со сколькими новыми соперниками ещё нужно сыграть.
title-leaderboard-you-unranked = { $games ->
    [one] Ты: рейтинг { $rating } после { $games } рейтинговой партии
    [few] Ты: рейтинг { $rating } после { $games } рейтинговых партий
    [many] Ты: рейтинг { $rating } после { $games } рейтинговых партий
   *[other] Ты: рейтинг { $rating } после { $games } рейтинговой партии
}; { $needs ->
    [one] сыграй ещё с { $needs } новым соперником, чтобы попасть в таблицу
    [few] сыграй ещё с { $needs } новыми соперниками, чтобы попасть в таблицу
    [many] сыграй ещё с { $needs } новыми соперниками, чтобы попасть в таблицу
   *[other] сыграй ещё с { $needs } новыми соперниками, чтобы попасть в таблицу
}
title-leaderboard-you-none = У тебя пока нет рейтинговых партий на этом поле: быстрая игра — рейтинговая.
# $count — со сколькими разными соперниками нужно сыграть, чтобы попасть в таблицу.
title-leaderboard-nobody = { $count ->
    [one] На этом поле в таблице пока никого нет. В неё попадают после рейтинговых партий с { $count } соперником.
    [few] На этом поле в таблице пока никого нет. В неё попадают после рейтинговых партий с { $count } разными соперниками.
    [many] На этом поле в таблице пока никого нет. В неё попадают после рейтинговых партий с { $count } разными соперниками.
   *[other] На этом поле в таблице пока никого нет. В неё попадают после рейтинговых партий с { $count } разными соперниками.
}
# То же, когда в рейтинге самого игрока стоит знак вопроса.
title-leaderboard-nobody-provisional = { $count ->
    [one] На этом поле в таблице пока никого нет. В неё попадают после рейтинговых партий с { $count } соперником. Знак вопроса в твоём рейтинге значит, что партий пока слишком мало для точной оценки.
    [few] На этом поле в таблице пока никого нет. В неё попадают после рейтинговых партий с { $count } разными соперниками. Знак вопроса в твоём рейтинге значит, что партий пока слишком мало для точной оценки.
    [many] На этом поле в таблице пока никого нет. В неё попадают после рейтинговых партий с { $count } разными соперниками. Знак вопроса в твоём рейтинге значит, что партий пока слишком мало для точной оценки.
   *[other] На этом поле в таблице пока никого нет. В неё попадают после рейтинговых партий с { $count } разными соперниками. Знак вопроса в твоём рейтинге значит, что партий пока слишком мало для точной оценки.
}
# Заголовки таблицы: место, имя, рейтинг, рейтинговые партии.
title-leaderboard-place = #
title-leaderboard-player = Игрок
title-leaderboard-rating = Рейтинг
title-leaderboard-games = Партии
title-leaderboard-about = { $count ->
    [one] Рейтинг Glicko-2, отдельно для каждого поля; знак вопроса значит, что партий слишком мало для точной оценки. В таблицу попадают после рейтинговых партий с { $count } соперником.
    [few] Рейтинг Glicko-2, отдельно для каждого поля; знак вопроса значит, что партий слишком мало для точной оценки. В таблицу попадают после рейтинговых партий с { $count } разными соперниками.
    [many] Рейтинг Glicko-2, отдельно для каждого поля; знак вопроса значит, что партий слишком мало для точной оценки. В таблицу попадают после рейтинговых партий с { $count } разными соперниками.
   *[other] Рейтинг Glicko-2, отдельно для каждого поля; знак вопроса значит, что партий слишком мало для точной оценки. В таблицу попадают после рейтинговых партий с { $count } разными соперниками.
} Засчитываются только соперники, которые сами в рейтинге и без вопросительного знака (пока на доске нет 11 таких игроков — любой, кто сыграл с 10 другими и без вопросительного знака); победа над любым другим даёт не больше { $most } очков, а такие победы вместе — не больше { $all }.



## Keys and help

keys-arrow-keys = Стрелки

# Заголовки, под которыми справка и README группируют клавиши.
keys-when-menu = На главном экране
keys-when-round = Во время партии
keys-when-looking-back = При просмотре прошлого хода
keys-when-over = После партии
keys-when-reviewing = При разборе
keys-when-board = Во время и после партии
keys-when-anywhere = Везде

# Две клавиши с одним действием: «U или Ctrl+Z». Названия клавиш — как на клавиатуре.
keys-either = { $first } или { $second }
# Список клавиш для экранного диктора: один пункт — «U или Ctrl+Z: Отменить (…)».
keys-plain-item = { $keys }: { $what }
# Между двумя пунктами одного заголовка.
keys-plain-separator = {"; "}
# Один заголовок с пунктами — отдельное предложение.
keys-plain-section = { $heading }: { $items }.

# Надписи на кнопках (то же делает клавиша).
keys-button-start = Начать
keys-button-quit = Выход
keys-button-undo = Отменить
keys-button-redo = Повторить
keys-button-hint = Подсказка
keys-button-analysis = Анализ
keys-button-back-to-game = Вернуться в игру
keys-button-play-from-here = Играть отсюда
keys-button-leave-round = Меню
keys-button-close-review = Закрыть
keys-button-play-again = Ещё раз
keys-button-review = Разбор
keys-button-copy-replay-link = Ссылка на повтор
keys-button-report-threw = Проиграл нарочно
keys-button-report-unfair = Нечестная игра
keys-button-review-previous = Назад
keys-button-review-next = Вперёд
keys-button-back-to-menu = Меню
keys-button-toggle-labels = Подписи
keys-button-toggle-sound = Звук
keys-button-help = Справка

# Что делает каждая клавиша, в справке (README показывает английский текст).
keys-what-start = Начать (онлайн — открыть комнату)
keys-what-quit = Выйти из игры (в версии для компьютера); во время поиска соперника — прекратить поиск
keys-what-play-square = Сходить на клетку поля 3 x 3 (в Ultimate — сначала поле, затем его клетка): 7 8 9 — верхний ряд, как на цифровой клавиатуре
keys-what-move-cursor = Двигать курсор по полю
keys-what-place-at-cursor = Сходить на клетку под курсором
keys-what-undo = Отменить ход (против компьютера — его ответ и твой ход)
keys-what-redo = Повторить отменённый ход
keys-what-hint = Подсказка: лучшие клетки и к чему они ведут
keys-what-analysis = Анализ: к чему ведёт каждая пустая клетка
keys-what-back-to-game = Сразу вернуться в игру
keys-what-play-from-here = Играть дальше с показанного хода (следующие ходы можно вернуть)
keys-what-earlier = Показать поле на ход раньше
keys-what-later = Показать поле на ход позже
keys-what-first-position = Показать пустое поле
keys-what-leave-round = Выйти из партии на главный экран (с подтверждением)
keys-what-close-review = Закрыть разбор
keys-what-play-again = Сыграть ещё раз; счёт сохраняется
keys-what-review = Разобрать партию ход за ходом
keys-what-copy-replay-link = Скопировать ссылку, которая открывает повтор этой партии в браузере
keys-what-report-threw = После рейтинговой игры онлайн пожаловаться на соперника, проигравшего нарочно
keys-what-report-unfair = После рейтинговой игры онлайн пожаловаться на соперника за нечестную игру (помощь программы или другого человека)
keys-what-review-previous = Предыдущий ход в разборе
keys-what-review-next = Следующий ход в разборе
keys-what-back-to-menu = Вернуться на главный экран
keys-what-toggle-labels = Показать или скрыть названия клеток
keys-what-toggle-sound = Выключить или включить звук
keys-what-help = Показать или скрыть все клавиши

# Окно справки (? или F1).
help-title = Как играть
# Неразрывные пробелы держат «3 x 3» на одной строке.
help-rules = Игроки по очереди ставят X и O. На поле 3 x 3 побеждают три в ряд, на 4 x 4 и 5 x 5 — четыре в ряд. Нажми на клетку, чтобы сходить.
help-ultimate = Ultimate: девять маленьких полей в одном. Три в ряд выигрывают маленькое поле, три маленьких поля в ряд — всю игру. Клетка, на которую ты ходишь, отправляет соперника на маленькое поле на том же месте (оно в рамке); если это поле уже выиграно или заполнено, можно ходить на любом открытом. С клавиатуры: 1-9 (как на цифровой клавиатуре) выбирают клетку, а если поле можно выбрать, сначала 1-9 выбирают поле.
help-misere = Поддавки: три в ряд проигрывают. Кто замкнёт линию, отдаёт победу сопернику; заполненное поле без линии — ничья. Средний следует правилам, которые можно выучить: никогда не замыкать линию, пока есть другая свободная клетка; если ходит первым, занять центр, а потом отвечать на каждый ход клеткой напротив через центр; иначе держаться подальше от своих знаков.
help-qubic = Qubic: четыре в ряд в кубе 4 x 4 x 4, нарисованном как четыре слоя: 1 слева вверху, 2 справа вверху, 3 слева внизу, 4 справа внизу. Линия идёт внутри слоя, прямо сквозь четыре слоя или наискосок сквозь них: всего 76 линий. Точка называется слоем и клеткой, например 2b3. Первый игрок может добиться победы. Средний выигрывает, если может, иначе блокирует, иначе занимает одну из 16 точек на семи линиях (углы куба и его восемь внутренних точек). Подсказка тренера показывает ход компьютера и говорит почему (выигрыш, защита или выбор его поиска), а анализ отмечает, кто выигрывает, в точках, где это доказывает серия угроз; разбор пока не знает Qubic.
help-notakto = Нотакто: оба игрока ставят X, и кто замкнёт линию из трёх знаков, чьих бы они ни были, проигрывает; ничьих нет. Каждый знак сохраняет цвет своего игрока, а игра по-прежнему называет первого игрока X, а второго O. Первый может добиться победы. Средний следует правилам, которые можно выучить: никогда не замыкать линию, пока есть другая свободная клетка; если ходит первым, занять центр, а потом клетку ходом коня (две в одну сторону, одна вбок) от первого знака соперника; занять клетку, после которой любая свободная клетка замыкает линию.
help-buttons = Кнопки
help-buttons-note = Tab и Shift+Tab переходят между кнопками, Space или Enter нажимает обведённую. Во время партии стрелки, Enter и Space управляют полем, пока Tab не перейдёт на панель; Esc возвращает их полю. В браузере Tab после последней кнопки панели переходит к клеткам поля как к кнопкам.

# Клавиша, которая здесь ничего не делает; $key — её название («Q», «F5»).
keys-unbound-menu = { $key } здесь ничего не делает: Enter — начать; ? — все клавиши
keys-unbound-classic = { $key } здесь ничего не делает: нажми 1-9 (как на цифровой клавиатуре) или на клетку; ? — все клавиши
keys-unbound-ultimate = { $key } здесь ничего не делает: нажми 1-9, чтобы выбрать клетку на поле в рамке (если поле можно выбрать — сначала поле), или нажми на клетку; ? — все клавиши
# На полях 4 x 4 и 5 x 5.
keys-unbound-large = { $key } здесь ничего не делает: нажми на клетку или используй стрелки и Enter; ? — все клавиши
keys-unbound-over = { $key } здесь ничего не делает: Enter — сыграть ещё, V — разбор партии, Esc — в меню; ? — все клавиши
# Цифры в Ultimate: $board и $number — от 1 до 9, как на цифровой клавиатуре.
keys-not-ultimate = Это поле не Ultimate
keys-no-such-square = Клетки { $number } нет
keys-board-closed = Поле { $board } закрыто: выбери открытое поле, 1-9
keys-no-such-square-sent = Клетки { $number } нет: последний ход отправляет тебя на поле { $board }, клетки 1-9
keys-no-such-board = Поля { $number } нет: поля 1-9, расположены как на цифровой клавиатуре
keys-board-picked = Поле { $board }: теперь клетка, 1-9 (0 — выбрать другое поле)
keys-pick-a-board = Выбери поле, 1-9 (как на цифровой клавиатуре)
keys-numbers-classic-only = Цифрами клетки выбираются только на поле 3 x 3: нажми на клетку или используй стрелки и Enter
keys-no-such-square-classic = Клетки { $number } нет: клетки 1-9, расположены как на цифровой клавиатуре
keys-no-cursor = Сначала выбери клетку: стрелки двигают курсор, Enter ставит знак
keys-sound-off = Звук выключен
keys-sound-on = Звук включён
# Нажатие рядом с полем.
keys-outside-board = Это мимо поля: нажми на клетку

# Название элемента для экранного диктора с клавишами, которые делают то же: «Отменить (U или Ctrl+Z)».
keys-spoken = { $label } ({ $keys })
# Закрывает окно (настройки, статистику, справку).
keys-done = Готово

# Что слышит пользователь экранного диктора, когда фокус попадает на элемент;
# $label — его название («Начать (Enter)», «Игрок против компьютера»).
focus-button = { $label }, кнопка
# Один вариант из нескольких (плашка, способ игры).
focus-option = { $label }, вариант
focus-option-selected = { $label }, вариант, выбрано
focus-checkbox = { $label }, флажок
focus-checkbox-checked = { $label }, флажок, отмечено
focus-checkbox-not-checked = { $label }, флажок, не отмечено
# $text — то, что введено в поле.
focus-text-field = { $label }, поле ввода, { $text }
focus-text-field-empty = { $label }, поле ввода, пусто
# Поле без названия: $label — то, что в нём введено.
focus-text-field-unnamed = { $label }, поле ввода
focus-text-field-unnamed-selected = { $label }, поле ввода, выбрано
focus-slider = { $label }, ползунок
focus-slider-selected = { $label }, ползунок, выбрано
focus-section = { $label }, раздел
focus-section-selected = { $label }, раздел, выбрано
focus-selected = { $label }, выбрано

# Сообщения самой игры: описание клавиш на странице для экранного диктора
# ($keys — вся раскладка, предложениями).
keys-describe = Нажми на клетку, чтобы сходить, или используй клавиши. { $keys }
# $text — то, что скопировано (ссылка).
clipboard-copied = Скопировано: { $text }
# $error — причина словами системы.
clipboard-failed = Не удалось скопировать ({ $error }): выдели текст вручную
# Сохранённые статистика и настройки: $error и $problem — причина, по-английски.
saved-statistics-damaged = Сохранённая статистика повреждена ({ $error }) и начата заново; настройки сохранены
saved-statistics-not-saved = Не удалось сохранить статистику ({ $error })
saved-settings-partly = Сохранённые настройки частично не читаются, там взяты значения по умолчанию: { $problem }
# $count — число остальных проблем.
saved-settings-partly-more = { $count ->
    [one] Сохранённые настройки частично не читаются, там взяты значения по умолчанию: { $problem } (и ещё { $count } ошибка)
    [few] Сохранённые настройки частично не читаются, там взяты значения по умолчанию: { $problem } (и ещё { $count } ошибки)
    [many] Сохранённые настройки частично не читаются, там взяты значения по умолчанию: { $problem } (и ещё { $count } ошибок)
   *[other] Сохранённые настройки частично не читаются, там взяты значения по умолчанию: { $problem } (и ещё { $count } ошибки)
}
saved-settings-unreadable = Не удалось прочитать сохранённые настройки ({ $error }); используются значения по умолчанию
saved-settings-not-saved = Не удалось сохранить настройки ({ $error })

# Поле как кнопки для экранного диктора в браузере: название группы.
grid-name = Поле, { $size } на { $size }
grid-name-ultimate = Поле Ultimate: девять маленьких полей 3 на 3
grid-name-qubic = Куб Qubic: четыре слоя 4 на 4
# Кнопка клетки в Ultimate: $square — описание клетки («Поле 7, клетка 5, пусто»), $board — поле, куда идёт ход (от 1 до 9).
grid-square-sent = { $square }; ход на поле { $board }
grid-square-any = { $square }; ход на любом открытом поле
square-label-number = Клетка { $number }, { $place }, { $content }
square-label-named = Клетка { $square }, строка { $row }, столбец { $column }, { $content }
square-label-ultimate = Поле { $board }, клетка { $square }, { $content }
square-label-qubic = Слой { $layer }, клетка { $square }, { $content }
square-empty = пустая
square-place = { $place ->
    [top-left] сверху слева
    [top] сверху
    [top-right] сверху справа
    [left] слева
    [right] справа
    [bottom-left] снизу слева
    [bottom] снизу
    [bottom-right] снизу справа
   *[centre] в центре
}



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
round-report = Пожаловаться:
round-reported = Жалоба отправлена. Спасибо
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
narrate-sentence = { $text }.
narrate-sentences = { $first } { $second }
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
narrate-no-take-backs-engine = Этот движок читает ходы в формате CodinGame и не может отменять ходы
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
# Misère: the result, then who completed a line (and so lost). $mark: X or O;
# $result: the sentence above (the second form when it ends in "!").
narrate-result-misere = { $result }. { $mark } поставил три в ряд
narrate-result-misere-exclaimed = { $result } { $mark } поставил три в ряд
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

# Строка состояния и главный экран во время подключения. $address — адрес игрового сервера.
online-connecting = Подключение к { $address }…
online-reconnecting = Связь потеряна: переподключение…
online-reconnected = Связь восстановлена
# Быстрая игра: ещё один поиск идёт с того же интернет-адреса, а таких игроков быстрая игра не сводит.
online-household = С этого адреса игру ищет кто-то ещё: быстрая игра не сводит игроков с одного адреса (чтобы сыграть друг с другом, отмени поиск, создай комнату и поделись её кодом)
online-household-alone = С этого адреса игру ищет кто-то ещё: быстрая игра не сводит игроков с одного адреса (чтобы сыграть друг с другом, отмени поиск, создай комнату и поделись её кодом); или сыграй с компьютером
# $board — короткое название поля («3 x 3», «Ultimate»).
online-searching = Поиск соперника на поле { $board }…
online-searching-alone = Пока никто с близким рейтингом не ищет игру на поле { $board }: чем дольше ждёшь, тем шире поиск — или сыграй с компьютером
online-waiting-for-friend = Ждём, когда друг войдёт по коду { $code }
# $name — имя соперника.
online-wants-again = { $name } хочет сыграть ещё
online-waiting-again = Ждём, когда { $name } тоже решит сыграть ещё
# $watchers — сколько человек смотрят комнату (при 0 ничего не показывается).
online-playing = Онлайн-соперник: { $name }{ $watchers ->
        [0] {""}
        [one] , { $watchers } зритель
        [few] , { $watchers } зрителя
        [many] , { $watchers } зрителей
       *[other] , { $watchers } зрителя
    }
# $seconds — сколько сервер держит место игрока.
online-away = { $name }: связь потеряна, ждём возвращения { $seconds } с
online-left = { $name } покидает комнату
online-joined = { $name } в комнате
online-lost-connection = { $name }: связь потеряна, ждём…
online-is-back = { $name } снова в игре

# Зритель в комнате: $others — сколько ещё человек смотрят (при 0 ничего не показывается).

online-watching-both = Ты зритель: { $first } и { $second }{ $others ->
        [0] {""}
        [one] , кроме тебя ещё { $others } зритель
        [few] , кроме тебя ещё { $others } зрителя
        [many] , кроме тебя ещё { $others } зрителей
       *[other] , кроме тебя ещё { $others } зрителя
    }
online-watching-empty = Ты зритель в комнате { $code }: ждём второго игрока{ $others ->
        [0] {""}
        [one] , кроме тебя ещё { $others } зритель
        [few] , кроме тебя ещё { $others } зрителя
        [many] , кроме тебя ещё { $others } зрителей
       *[other] , кроме тебя ещё { $others } зрителя
    }
online-watching-away = { $name }: связь потеряна, ждём возвращения { $seconds } с{ $others ->
        [0] {""}
        [one] , кроме тебя ещё { $others } зритель
        [few] , кроме тебя ещё { $others } зрителя
        [many] , кроме тебя ещё { $others } зрителей
       *[other] , кроме тебя ещё { $others } зрителя
    }
online-watching-left = { $name } покидает комнату{ $others ->
        [0] {""}
        [one] , кроме тебя ещё { $others } зритель
        [few] , кроме тебя ещё { $others } зрителя
        [many] , кроме тебя ещё { $others } зрителей
       *[other] , кроме тебя ещё { $others } зрителя
    }
online-watching-room = Ты зритель в комнате { $code }

# Приветствие сервера. $code — код комнаты из семи букв.

online-back-in-room = Снова в комнате { $code }, на своём месте
online-found-player = Соперник найден: игра начинается
online-room-open = Комната { $code } открыта: дай другу код { $code }
online-joined-room = Ты в комнате { $code }

# Проблемы со связью

# $reason — причина, одно из сообщений closed-* (или слова сервера).
online-room-closed = Комната закрыта: { $reason }

# Почему комната закрыта, внутри online-room-closed.
closed-stopped-looking = поиск игры отменён
closed-left = ты больше не в комнате
closed-stopped-watching = ты больше не зритель
closed-everyone-left = все ушли
closed-idle = в комнате слишком долго ничего не происходило
closed-shutting-down = сервер выключается
closed-called-off = игра отменена
# Для зрителя: $name так и не сделал первый ход в быстрой игре.
closed-called-off-by = игра отменена: от игрока { $name } так и не было первого хода
# $seconds — время, которое у игрока есть на первый ход в быстрой игре.
closed-no-first-move = за { $seconds ->
    [one] { $seconds } секунду
    [few] { $seconds } секунды
    [many] { $seconds } секунд
   *[other] { $seconds } секунды
} твоего первого хода не было: игра отменена и не учитывается в рейтинге. Следующая быстрая игра может начаться через минуту
# Быстрая игра отменена, потому что $name так и не походил; игра ищет другого соперника.
called-off-looking-again = От игрока { $name } так и не было первого хода: игра отменена и не учитывается в рейтинге. Ищем другого соперника…
# $error — техническое описание ошибки соединения.
online-connection-lost = Связь с сервером потеряна ({ $error }): переподключение
# Подставляется как $error выше, когда соединение закрывает сервер.
online-server-closed = сервер закрыл соединение
online-reconnect-failed = Не удалось снова подключиться к серверу: комната потеряна
online-needs-network = Для игры онлайн нужна сеть, а устройство не в сети; всё остальное работает и без неё
# $address — адрес игрового сервера. В браузере.
online-unreachable-page = Игровой сервер { $address } недоступен: возможно, сервер страницы остановлен
# На компьютере: .ci/web — путь к скрипту; «Настройки» — окно настроек.
online-unreachable = Игровой сервер { $address } недоступен: он запущен? (.ci/web запускает сервер; его адрес — в Настройках)

# Команды

# $typed — то, что игрок ввёл как код. Пример кода KXMTRAB не меняется.
online-not-a-code = «{ $typed }» — не код комнаты: код — это семь букв без I, L и O (они похожи на 1 и 0), например KXMTRAB
# «Меню» — кнопка, которая выводит из комнаты.
online-already-in-room = Ты уже в комнате: сначала выйди из неё («Меню»)
# $name — игрок, у которого вышло время.
online-ran-out-of-time = { $name }: время вышло
online-seconds-left = { $seconds ->
        [one] На ход осталась { $seconds } секунда
        [few] На ход осталось { $seconds } секунды
        [many] На ход осталось { $seconds } секунд
       *[other] На ход осталось { $seconds } секунды
    }
online-asked-again = { $name }: предложение сыграть ещё отправлено

# Рейтинг и таблица лидеров

# После рейтинговой партии. $delta — изменение со знаком («+16», «-8»).
online-rating-change = Твой рейтинг: { $before } → { $after } ({ $delta })
online-reported = Жалоба отправлена: модераторы посмотрят эту партию. Спасибо
online-report-nothing = Пожаловаться можно только на соперника по рейтинговой игре онлайн, один раз за партию
online-unranked = { $needs ->
        [one] сыграй ещё с { $needs } новым соперником, чтобы попасть в таблицу
        [few] сыграй ещё с { $needs } новыми соперниками, чтобы попасть в таблицу
        [many] сыграй ещё с { $needs } новыми соперниками, чтобы попасть в таблицу
       *[other] сыграй ещё с { $needs } новыми соперниками, чтобы попасть в таблицу
    }
# Таблица лидеров для экранного диктора, пока в ней никого нет. $you: «ranked» (с $place и $rating),
# «unranked» (с $rating и $needs — сколько соперников ещё нужно) или «none» (нет рейтинговых партий).
online-leaderboard-empty = Таблица лидеров, поле { $board }: в ней пока никого нет{ $you ->
        [ranked] ; ты на { $place }-м месте с рейтингом { $rating }
        [unranked] ; твой рейтинг { $rating }: { $needs ->
            [one] сыграй ещё с { $needs } новым соперником, чтобы попасть в таблицу
            [few] сыграй ещё с { $needs } новыми соперниками, чтобы попасть в таблицу
            [many] сыграй ещё с { $needs } новыми соперниками, чтобы попасть в таблицу
           *[other] сыграй ещё с { $needs } новыми соперниками, чтобы попасть в таблицу
        }
       *[none] ; у тебя нет рейтинговых партий на этом поле
    }
# То же, когда в таблице $players игроков, первый — $leader с рейтингом $leader_rating.
online-leaderboard = Таблица лидеров, поле { $board }: { $players ->
        [one] { $players } игрок
        [few] { $players } игрока
        [many] { $players } игроков
       *[other] { $players } игрока
    }, первое место — { $leader } с рейтингом { $leader_rating }{ $you ->
        [ranked] ; ты на { $place }-м месте с рейтингом { $rating }
        [unranked] ; твой рейтинг { $rating }: { $needs ->
            [one] сыграй ещё с { $needs } новым соперником, чтобы попасть в таблицу
            [few] сыграй ещё с { $needs } новыми соперниками, чтобы попасть в таблицу
            [many] сыграй ещё с { $needs } новыми соперниками, чтобы попасть в таблицу
           *[other] сыграй ещё с { $needs } новыми соперниками, чтобы попасть в таблицу
        }
       *[none] ; у тебя нет рейтинговых партий на этом поле
    }
online-leaderboard-unreadable = Не удалось прочитать ответ сервера: может быть, у него другая версия?
online-leaderboard-timeout = Сервер не ответил вовремя: попробуй ещё раз



## Coach

coach-online = В онлайн-играх тренер не помогает: эта партия — только между тобой и соперником
coach-not-yet = Разбор тренера пока не знает эту игру: подсказка и анализ уже знают
coach-hint-round-over = Партия окончена: подсказывать нечего
coach-hint-past = Подсказки — только для текущей позиции: сначала вернись в игру
coach-analysis-on-ultimate = Анализ включён: на каждой клетке, доступной для следующего хода, показан шанс на победу по расчётам движка
coach-analysis-on-qubic = Анализ включён: точка показывает, кто выигрывает, там, где это доказывает серия угроз; остальные остаются открытыми
coach-analysis-on = Анализ включён: на каждой пустой клетке видно, к чему ведёт ход на неё
coach-analysis-off = Анализ выключен

# Подсказки. $mover — X или O, тот, кто ходит.

# Итог при идеальной игре. $winner — X или O.
coach-outlook-win = победа { $winner } за { $moves ->
        [one] { $moves } ход
        [few] { $moves } хода
        [many] { $moves } ходов
       *[other] { $moves } хода
    }
coach-outlook-draw = ничья
# $result: «draw», «win» или «loss»; $outlook — фраза выше.
coach-hint-any = Подсказка для { $mover }: любая клетка { $result ->
        [draw] сохраняет ничью
        [win] выигрывает ({ $outlook })
       *[loss] дольше всего оттягивает поражение ({ $outlook })
    }
# $square — название клетки («5», «c2»).
coach-hint-one = Подсказка для { $mover }: клетка { $square } { $result ->
        [draw] сохраняет ничью
        [win] выигрывает ({ $outlook })
       *[loss] дольше всего оттягивает поражение ({ $outlook })
    }
coach-hint-computer = Подсказка для { $mover }: { $square } { $result ->
        [win] форсированно выигрывает
        [block] закрывает линию, где не хватает одной метки
       *[choice] — выбор компьютера (форсированного выигрыша не видно)
    }
# $squares — список названий клеток («1, 3 или 7»).
coach-hint-many = Подсказка для { $mover }: клетки { $squares } { $result ->
        [draw] сохраняют ничью
        [win] выигрывают ({ $outlook })
       *[loss] дольше всего оттягивают поражение ({ $outlook })
    }
# Ultimate: $board и $square — числа от 1 до 9. $result: «win», «draw», «loss» (доказано)
# или «chance» с $percent — шансом на победу по расчётам движка.
coach-hint-engine = Подсказка для { $mover }: поле { $board }, клетка { $square } { $result ->
        [win] выигрывает
        [draw] сохраняет ничью
        [loss] дольше всего оттягивает поражение
       *[chance] даёт { $mover } шанс { $percent } % по расчётам движка
    }
# Списки: «1, 3 или 7» собирается как «1» + «, » + («3» или «7»); в разборе — «X 1 или X 3 или X 7».
coach-list-or = { $first } или { $last }
coach-list-comma = { $first }, { $rest }

# Шкала ходов и разбор. $number — номер хода; $total — сколько всего ходов; $played — ход («X 5», «O c2»).

coach-viewing-start = Начало партии, перед ходом 1 из { $total }
coach-viewing-move = Ход { $number } из { $total }: { $played }
# End и P — клавиши; «Вернуться в игру» и «Играть отсюда» — кнопки.
coach-viewing-start-read-only = Начало партии, перед ходом 1 из { $total }. Поле только для просмотра: «Вернуться в игру» (End) или «Играть отсюда» (P)
coach-viewing-move-read-only = Ход { $number } из { $total }: { $played }. Поле только для просмотра: «Вернуться в игру» (End) или «Играть отсюда» (P)
coach-back-to-game = Возврат в игру
coach-pick-a-move = Сначала выбери ход в списке, чтобы играть с него
coach-no-moves = Ходов ещё нет: смотреть пока нечего
coach-review-closed = Разбор закрыт
coach-review-judging = Ход { $number } из { $total }: { $played }, оценка…
# $mark — одна из оценок ниже.
coach-review-mark = { $mark } ({ $number } из { $total })
# Оценка хода по сравнению с идеальной игрой. $better — лучшие ходы («X 5 или X 7»).
coach-mark-best-win = Ход { $number }: { $played }, лучший: ведёт к победе
coach-mark-best-draw = Ход { $number }: { $played }, лучший: сохраняет ничью
coach-mark-best-loss = Ход { $number }: { $played }, лучший: дольше всего оттягивает поражение
coach-mark-kept-win = Ход { $number }: { $played } тоже ведёт к победе, но { $better } — быстрее
coach-mark-kept-loss = Ход { $number }: { $played } проигрывает быстрее, чем { $better }
# $what: «force» (даёт $opponent форсировать победу), «slip» или «changed»; $held — что давали лучшие ходы:
# «won», «draw» или «lost» (побеждал $opponent).
coach-mark-mistake = Ход { $number }: { $played } { $what ->
        [force] позволяет { $opponent } форсировать победу
        [slip] упускает победу, остаётся ничья
       *[changed] меняет исход
    }; { $better } { $held ->
        [won] вёл бы к победе
        [draw] сохранял бы ничью
       *[lost] вёл бы к победе { $opponent }
    }
# В Ultimate, по шансам движка. $mover — X или O; $played_percent, $best_percent — шансы в %;
# $points — их разница; $top — выбор движка («X 5-3»).
coach-mark-chance-choice = Ход { $number }: { $played }, выбор движка: шанс { $mover } — { $played_percent } %
coach-mark-chance-as-good = Ход { $number }: { $played }, не хуже выбора движка { $top }: шанс { $mover } — { $played_percent } % против { $best_percent } %
coach-mark-chance-kept = Ход { $number }: { $played } теряет { $points ->
        [one] { $points } пункт
        [few] { $points } пункта
        [many] { $points } пунктов
       *[other] { $points } пункта
    } шанса { $mover } ({ $best_percent } % → { $played_percent } %); { $better } был лучше
coach-mark-chance-mistake = Ход { $number }: { $played } теряет { $points ->
        [one] { $points } пункт
        [few] { $points } пункта
        [many] { $points } пунктов
       *[other] { $points } пункта
    } шанса { $mover } ({ $best_percent } % → { $played_percent } %); { $better } сохранял { $best_percent } %

# Помощь за партию, сообщается вместе с итогом.

coach-used-hints = { $hints ->
        [one] Использована { $hints } подсказка
        [few] Использовано { $hints } подсказки
        [many] Использовано { $hints } подсказок
       *[other] Использовано { $hints } подсказки
    }
coach-used-undos = { $undos ->
        [one] Использована { $undos } отмена хода
        [few] Использовано { $undos } отмены хода
        [many] Использовано { $undos } отмен хода
       *[other] Использовано { $undos } отмены хода
    }
coach-used-both = { $hints ->
        [one] Использована { $hints } подсказка
        [few] Использовано { $hints } подсказки
        [many] Использовано { $hints } подсказок
       *[other] Использовано { $hints } подсказки
    } и { $undos ->
        [one] { $undos } отмена хода
        [few] { $undos } отмены хода
        [many] { $undos } отмен хода
       *[other] { $undos } отмены хода
    }



## Statistics and review

# Строка статистики: кто играл ($strength: уровень компьютера, «Невозможный») и поле ($board: «5 x 5»).
stats-record-you-vs = Ты против компьютера ({ $strength }), { $board }
# Компьютер против самого себя.
stats-record-itself = Компьютер ({ $strength }) против себя, { $board }
stats-record-two-players = Два игрока, { $board }
stats-record-online = Онлайн, { $board } (твои)

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


## Server refusals: what the game server would not do, worded by the game
## from the refusal's code and arguments (src/game/online/refusal.rs).

# Сколько ждать, внутри refusal-too-many-joins и refusal-too-soon («через …»).
refusal-wait-seconds = { $count ->
    [1] секунду
    [one] { $count } секунду
    [few] { $count } секунды
    [many] { $count } секунд
   *[other] { $count } секунды
}
refusal-wait-minutes = { $count ->
    [1] минуту
    [one] { $count } минуту
    [few] { $count } минуты
    [many] { $count } минут
   *[other] { $count } минуты
}
refusal-wait-hours = { $count ->
    [1] час
    [one] { $count } час
    [few] { $count } часа
    [many] { $count } часов
   *[other] { $count } часа
}
refusal-wait-days = { $count ->
    [1] день
    [one] { $count } день
    [few] { $count } дня
    [many] { $count } дней
   *[other] { $count } дня
}
# $server, $client — номера версий протокола.
refusal-version-update-game = Сервер работает с версией { $server } протокола игры, а игра — с версией { $client }: перезагрузи страницу или обнови игру
refusal-version-update-server = Сервер работает с версией { $server } протокола игры, а игра — с версией { $client }: сервер устарел, попроси его владельца обновить сервер
refusal-too-large = Сообщение размером { $bytes ->
    [one] { $bytes } байт
    [few] { $bytes } байта
    [many] { $bytes } байт
   *[other] { $bytes } байта
} больше допустимого ({ $limit })
refusal-too-fast = Больше { $per_second ->
    [one] { $per_second } сообщения
    [few] { $per_second } сообщений
    [many] { $per_second } сообщений
   *[other] { $per_second } сообщения
} в секунду: это сообщение пропущено
refusal-too-fast-leaderboards = Таблицы лидеров отправляются на один адрес не чаще { $per_second ->
    [one] { $per_second } раза
    [few] { $per_second } раз
    [many] { $per_second } раз
   *[other] { $per_second } раза
} в секунду: попробуй ещё раз через секунду
# $why — слова программы, читающей сообщения, по-английски.
refusal-malformed = Это не сообщение этой игры: { $why }
refusal-binary = Двоичное сообщение размером { $bytes ->
    [one] { $bytes } байт
    [few] { $bytes } байта
    [many] { $bytes } байт
   *[other] { $bytes } байта
}: эта игра общается текстом
# $sentence — одно из трёх сообщений выше.
refusal-disconnected = { $sentence }; слишком много ошибочных сообщений, поэтому соединение закрыто
# $code — код комнаты, как его ввели, например KXMTRAB.
refusal-no-such-room = Комнаты { $code } нет: проверь код
refusal-room-closed = Комната закрыта
refusal-room-full = В комнате { $code } уже два игрока
# $wait — refusal-wait-seconds или refusal-wait-minutes.
refusal-too-many-joins = Слишком много неверных кодов с твоего адреса: проверь код и попробуй снова через { $wait }
refusal-bad-token = Этот токен не подходит ни к одному месту в комнате { $code }
refusal-seat-given-up = От этого места уже отказались: войди в новую комнату
refusal-seat-left = { $name } покидает комнату
refusal-not-connected = Нет подключения
refusal-searching-nobody-yet = Идёт поиск быстрой игры: соперника пока нет
refusal-no-room = Сначала создай комнату или войди в неё
refusal-idle = За { $seconds } с комната так и не создана и не выбрана: соединение закрывается
refusal-already-in-room = Ты уже в комнате { $code }: сначала выйди из неё
refusal-already-searching = Ты уже ищешь быструю игру: сначала отмени поиск
refusal-already-watching = Ты зритель в комнате: сначала выйди из неё
refusal-not-started = Друг ещё не присоединился
refusal-not-your-turn = Сейчас ходит { $name }
# $mark — X или O.
refusal-move-taken = На этой клетке уже стоит { $mark }
refusal-move-off-board = Строка { $row }, столбец { $column } — за пределами поля
refusal-move-game-over = Игра окончена
# $board — маленькое поле Ultimate, от 1 до 9, как на цифровой клавиатуре.
refusal-move-closed-board = Поле { $board } закрыто: играй на открытом поле
refusal-move-wrong-board = Последний ход отправляет тебя на поле { $board }
refusal-out-of-time = Твоё время вышло: партия проиграна. Предложи сыграть ещё
refusal-round-over = Партия окончена: предложи сыграть ещё
refusal-late = Время на этот ход вышло: партия проиграна по времени
refusal-round-not-over = Сначала закончи эту партию
refusal-full = Сервер переполнен: попробуй через несколько минут
refusal-full-returning-only = Сервер переполнен: сейчас пускают только игроков, которые возвращаются на своё место. Попробуй через несколько минут
refusal-full-rooms = На сервере уже столько комнат, сколько он может вместить: попробуй через несколько минут
refusal-address-rooms = С твоего адреса здесь уже { $count ->
    [one] открыта { $count } комната
    [few] открыты { $count } комнаты
    [many] открыто { $count } комнат
   *[other] открыто { $count } комнаты
}: сначала закончи игру в одной из них или выйди из неё
refusal-address-searches = С твоего адреса здесь уже { $count ->
    [one] идёт { $count } поиск игры
    [few] идут { $count } поиска игры
    [many] идёт { $count } поисков игры
   *[other] идёт { $count } поиска игры
}: сначала отмени один из них
refusal-address-watching = С твоего адреса уже смотрят { $count ->
    [one] { $count } комнату
    [few] { $count } комнаты
    [many] { $count } комнат
   *[other] { $count } комнаты
}: сначала выйди из одной из них
refusal-lost-touch = Новые игры сейчас не могут начаться: сервер потерял связь с остальными. Идущие игры продолжаются; попробуй через минуту
refusal-no-answer = Сервер комнаты не отвечает: попробуй ещё раз чуть позже
refusal-name-computer = «{ $name }» — имя компьютера, а онлайн ты играешь с людьми: выбери другое имя в Настройках
refusal-name-rated = Имя «{ $name }» уже есть в рейтинге у другого игрока: выбери другое имя в Настройках
# $waiting — имя игрока, который уже в комнате.
refusal-name-look-alike = Имя «{ $name }» выглядит так же, как «{ $waiting }» — имя игрока, который ждёт в комнате (буквы в них разные: другой алфавит или похожие символы): выбери другое имя в Настройках
# $key — ключ устройства из букв и цифр; $min, $max — допустимая длина.
refusal-bad-player = «{ $key }» — не ключ устройства: игра отправляет от { $min } до { $max ->
    [one] { $max } символа
    [few] { $max } символов
    [many] { $max } символов
   *[other] { $max } символа
}: буквы, цифры, '_' или '-' (перезагрузи страницу или обнови игру)
# $games — сколько рейтинговых партий осталось недоигранными; $wait — refusal-wait-*.
refusal-too-soon = С этого устройства или адреса за последние сутки { $games ->
    [1] одна рейтинговая партия осталась недоигранной или не начатой
    [one] { $games } рейтинговая партия осталась недоигранной или не начатой
    [few] { $games } рейтинговые партии остались недоигранными или не начатыми
    [many] { $games } рейтинговых партий осталось недоигранными или не начатыми
   *[other] { $games } рейтинговой партии остались недоигранными или не начатыми
}: следующая быстрая игра может начаться через { $wait }
refusal-too-many-reports = С вашего адреса за этот час уже отправлено жалоб: { $count }. Попробуйте позже
refusal-nothing-to-report = Пожаловаться можно только на соперника по только что закончившейся рейтинговой игре, один раз за партию
refusal-banned = Модератор закрыл рейтинговые игры для этого устройства или адреса ({ $why }); они откроются снова через { $wait }. Комнаты с друзьями открыты как всегда.
ban-reason-farming = рейтинг, выигранный у других устройств или адресов того же игрока
ban-reason-camping = быстрые игры, принятые и так и не сыгранные
ban-reason-abuse = оскорбления других игроков
ban-reason-cheating = помощь программы или другого человека в рейтинговых играх
# $seconds — запрошенный таймер; $a, $b, $c — предлагаемые.
refusal-bad-clock = Таймера { $seconds } с на ход нет: выбери { $a }, { $b } или { $c } с либо игру без таймера
refusal-watcher = Ты зритель в комнате { $code }: ходят только её игроки
refusal-too-many-watchers = В комнате { $code } уже столько зрителей, сколько она может принять: попробуй позже
refusal-replaced = Игра открыта в другом месте



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

## Терминальная версия (tictactoe-terminal)

terminal-menu-keys = 1-5 меняют выбор, Enter начинает, s показывает статистику, ? показывает все клавиши, q выходит
terminal-too-small = Для этого поля терминал должен быть не меньше { $columns } столбцов в ширину и { $rows } строк в высоту
terminal-footer = ? показывает все клавиши, q выходит из партии
terminal-plain-move = { $turn }: введи клетку ({ $example }) или ? для справки
terminal-plain-over = Enter — сыграть ещё, q — вернуться в меню
terminal-plain-leave = y — выйти из партии, n — играть дальше
terminal-plain-unknown = «{ $line }» здесь ничего не значит: ? показывает все клавиши
terminal-plain-not-a-square = «{ $line }» — здесь не клетка: введи, например, { $example } или ? для справки
terminal-online-keys = Enter — игра с кем угодно (быстрая игра), c — создать комнату, j — войти в комнату друга по коду, w — смотреть, r — таблица лидеров
terminal-type-name = Введи имя для { $seat } и нажми Enter (Esc оставит прежнее)
terminal-type-code = Введи код комнаты и нажми Enter (Esc — назад)
terminal-chance = { $mark }: шанс { $percent }%
terminal-sent-to = Ходи на поле { $board } (его клетки 1-9)
terminal-any-board = Ходи на любом открытом поле: первая цифра 1-9 выбирает поле, вторая клетку
terminal-help-keys = ↑ ↓ — читать дальше, любая другая клавиша закрывает
engine-playing-ours = Игра против { $name }, движка, говорящего на нашем протоколе
engine-playing-codingame = Игра против { $name }, движка, читающего ходы в формате CodinGame
engine-lost-no-start = { $name } не запустился ({ $why }) и проигрывает раунд
engine-lost-slow = { $name } не сделал ход за { $seconds } с и проигрывает раунд
engine-lost-broken = { $name } остановился или ответил неверно ({ $why }) и проигрывает раунд
engine-lost-illegal = { $name } сыграл { $square }, что запрещено правилами, и проигрывает раунд
terminal-help-rules = Игроки по очереди ставят X и O. На поле 3 x 3 побеждают три в ряд, на 4 x 4 и 5 x 5 — четыре в ряд. Ходи цифрой клетки или курсором и Enter; щелчок мышью ходит там, где терминал её сообщает.
terminal-report-confirm = Пожаловаться на { $name } по этой причине? Enter отправляет жалобу, Esc — нет
