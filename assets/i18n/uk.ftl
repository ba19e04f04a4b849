# Хрестики-нулики українською: усі id з en.ftl.
#
# Звертання на «ти». Клітинка — «клітинка», мале поле Ultimate і все поле — «поле»,
# раунд — «партія». X і O, назви клітинок («b2») та «Ultimate» не перекладаються.

game-title = Хрестики-нулики

## Names: the players' names until they type their own, and the computer's.

name-computer = Комп’ютер
name-computer-numbered = Комп’ютер { $number }
name-player = Гравець { $number }

## Settings sheet

settings-title = Налаштування
settings-language = Мова
settings-language-system = Як у системі ({ $language })
settings-language-note = Використовується мова системи, доки ти не вибереш іншу.
settings-board = Поле
settings-think = Скільки думає «Неможливий» в Ultimate
settings-think-note = Довше — значить сильніше.
settings-first = Хто ходить першим (грає X)
settings-clock = Таймер у твоїй кімнаті
settings-clock-note = Кожен хід треба зробити за цей час, інакше партію програно. У швидкій грі завжди 30 с.
settings-look = Тема
settings-look-note = Використовується налаштування системи, доки ти не вибереш інше.
settings-sound = Звук
settings-sound-effects = Звукові ефекти
settings-volume = Гучність
settings-volume-value = { $percent } %
settings-labels = Підписи на полі
settings-labels-classic = Завжди показувати номери клітинок
settings-labels-four = Завжди показувати назви клітинок (від a1 до d4)
settings-labels-five = Завжди показувати назви клітинок (від a1 до e5)
settings-labels-ultimate = Завжди показувати номери (поля й клітинки)
settings-labels-misere = Завжди показувати номери клітинок
settings-labels-qubic = Завжди показувати назви точок (шар, далі a1–d4)
settings-labels-note = Вони також з’являються, коли ти граєш цифрами або стрілками.
settings-server = Ігровий сервер
settings-names = Імена
settings-player-one = Гравець 1
settings-player-two = Гравець 2
settings-your-name = Твоє ім’я
settings-name-limit = Ім’я — до { $count ->
    [one] { $count } символу
    [few] { $count } символів
    [many] { $count } символів
   *[other] { $count } символу
}
settings-first-random = Випадково
settings-first-take-turns = По черзі
settings-first-me = Я
settings-first-my-friend = Друг
settings-first-computer = Комп’ютер

## Choices

mode-human-vs-human = Гравець проти гравця
mode-human-vs-computer = Гравець проти комп’ютера
mode-computer-vs-computer = Комп’ютер проти комп’ютера
mode-online = Онлайн
difficulty-easy = Легкий
difficulty-medium = Середній
difficulty-impossible = Неможливий
board-short-classic = 3 x 3
board-short-four = 4 x 4
board-short-five = 5 x 5
board-short-ultimate = Ultimate
board-short-misere = Піддавки
board-short-qubic = Qubic
board-classic = 3 x 3, три в ряд
board-four = 4 x 4, чотири в ряд
board-five = 5 x 5, чотири в ряд
board-ultimate = Ultimate: дев’ять полів в одному. Твоя клітинка відправляє суперника на поле з тим самим номером; виграй три поля в ряд
board-misere = Піддавки: 3 x 3, і хто поставить три в ряд, програє
board-qubic = Qubic: 4 x 4 x 4, чотири в ряд на будь-якій із 76 ліній куба
think-quick = Швидко
think-one-second = 1 секунда
think-five-seconds = 5 секунд
clock-none = Без таймера
clock-seconds = { $seconds } с
theme-light = Світла
theme-dark = Темна
theme-high-contrast = Контрастна



## Title screen

title-settings = Налаштування
title-statistics = Статистика
# Під кожним способом гри, на його картці.
title-blurb-human-vs-human = Двоє гравців, один пристрій
title-blurb-human-vs-computer = Ти проти комп’ютера
title-blurb-computer-vs-computer = Дивись, як грають два комп’ютери
title-blurb-online = З будь-ким або з другом за кодом
title-strength = Рівень комп’ютера
# Під «Почати», поки триває матч; $count — скільки партій зіграно.
title-session-rounds = { $count ->
    [one] За цей сеанс зіграно { $count } партію: рахунок зберігається, поки грають ті самі гравці
    [few] За цей сеанс зіграно { $count } партії: рахунок зберігається, поки грають ті самі гравці
    [many] За цей сеанс зіграно { $count } партій: рахунок зберігається, поки грають ті самі гравці
   *[other] За цей сеанс зіграно { $count } партії: рахунок зберігається, поки грають ті самі гравці
}

# Підсумок матчу під «Почати»: «Поле 3 x 3 · перший хід твій».
# $board — поле («Поле 3 x 3» або «Ultimate»); $first — одна з фраз title-first- нижче.
title-summary = { $board } · { $first }
# Онлайн: налаштування кімнати, яку створює гравець; $seconds — час на кожен хід.
title-summary-room = { $board } · твоя кімната: { $first }, { $seconds } с
title-summary-room-no-clock = { $board } · твоя кімната: { $first }, без таймера
# $board — розмір поля («3 x 3»).
title-summary-board = Поле { $board }
title-first-random = перший хід випадковий
title-first-take-turns = перший хід по черзі
# Онлайн: гравець, який створює кімнату.
title-first-maker = перший хід у творця кімнати
title-first-friend = перший хід у друга, який приєднається
title-first-you = перший хід твій
title-first-computer = перший хід у комп’ютера
title-first-named = перший хід: { $name }
# Відкриває налаштування.
title-change = Змінити…

# Онлайн. $code — код кімнати («KXMTRAB»).
title-back-to-room = Повернутися до гри (кімната { $code })
title-stop-looking = Припинити пошук
title-play-the-computer = Зіграти з комп’ютером
title-quick-match = Швидка гра
# Кнопка відлічує час, коли знову можна буде шукати швидку гру; $time — хвилини й секунди, «1:05».
title-quick-match-in = Швидка гра через { $time }
title-quick-match-note = Рейтингова гра з тим, хто теж шукає суперника на твоєму полі.
title-play-a-friend = Або зіграй із другом
title-create-room = Створити кімнату
title-create-room-note = Діють твої налаштування поля, першого ходу й таймера; друг приєднується за кодом або посиланням кімнати.
title-join-note = Або приєднайся до кімнати друга за її кодом чи подивися гру:
# У порожньому полі для коду; сам код не перекладається.
title-code-hint = Код, наприклад KXMTRAB
title-room-code = Код кімнати
title-join = Приєднатися
title-watch = Дивитися

# Вікно статистики.
title-stats-title = Статистика
title-stats-none = Завершених партій поки немає.
title-stats-won = Перемоги
title-stats-lost = Поразки
title-stats-drawn = Нічиї
title-stats-best-streak = Найкраща серія
title-stats-whose = Перемоги й поразки рахуються для першого гравця: у грі проти комп’ютера — для тебе.
title-stats-reset-question = Скинути всю статистику? Це не можна скасувати.
title-stats-reset-yes = Так, скинути
title-stats-reset-no = Ні, залишити
title-stats-reset = Скинути статистику…

# Таблиця лідерів: кнопка на головному екрані й заголовок вікна.
title-leaderboard = Таблиця лідерів
title-leaderboard-asking = Запит до ігрового сервера…
title-leaderboard-try-again = Спробувати ще
# Місце цього пристрою: $place — місце, $rating — рейтинг («1523» або «1500?», поки він неточний),
# $games — кількість рейтингових ігор.
title-leaderboard-you = { $games ->
    [one] Ти: місце { $place }, рейтинг { $rating } після { $games } рейтингової гри
    [few] Ти: місце { $place }, рейтинг { $rating } після { $games } рейтингових ігор
    [many] Ти: місце { $place }, рейтинг { $rating } після { $games } рейтингових ігор
   *[other] Ти: місце { $place }, рейтинг { $rating } після { $games } рейтингової гри
}
# Ще без місця: $needs — зі скількома ще новими суперниками треба зіграти.
title-leaderboard-you-unranked = { $games ->
    [one] Ти: рейтинг { $rating } після { $games } рейтингової гри
    [few] Ти: рейтинг { $rating } після { $games } рейтингових ігор
    [many] Ти: рейтинг { $rating } після { $games } рейтингових ігор
   *[other] Ти: рейтинг { $rating } після { $games } рейтингової гри
}; { $needs ->
    [one] зіграй ще з { $needs } новим суперником, щоб потрапити в таблицю
    [few] зіграй ще з { $needs } новими суперниками, щоб потрапити в таблицю
    [many] зіграй ще з { $needs } новими суперниками, щоб потрапити в таблицю
   *[other] зіграй ще з { $needs } нового суперника, щоб потрапити в таблицю
}
title-leaderboard-you-none = У тебе ще немає рейтингових ігор на цьому полі: швидка гра — рейтингова.
# $count — зі скількома різними суперниками треба зіграти, щоб потрапити в таблицю.
title-leaderboard-nobody = { $count ->
    [one] На цьому полі в таблиці ще нікого немає. Гравці потрапляють у таблицю після рейтингових ігор з { $count } суперником.
    [few] На цьому полі в таблиці ще нікого немає. Гравці потрапляють у таблицю після рейтингових ігор з { $count } різними суперниками.
    [many] На цьому полі в таблиці ще нікого немає. Гравці потрапляють у таблицю після рейтингових ігор з { $count } різними суперниками.
   *[other] На цьому полі в таблиці ще нікого немає. Гравці потрапляють у таблицю після рейтингових ігор з { $count } різного суперника.
}
# Те саме, коли у власному рейтингу гравця є знак питання.
title-leaderboard-nobody-provisional = { $count ->
    [one] На цьому полі в таблиці ще нікого немає. Гравці потрапляють у таблицю після рейтингових ігор з { $count } суперником. Знак питання у твоєму рейтингу означає, що ігор поки замало для точної оцінки.
    [few] На цьому полі в таблиці ще нікого немає. Гравці потрапляють у таблицю після рейтингових ігор з { $count } різними суперниками. Знак питання у твоєму рейтингу означає, що ігор поки замало для точної оцінки.
    [many] На цьому полі в таблиці ще нікого немає. Гравці потрапляють у таблицю після рейтингових ігор з { $count } різними суперниками. Знак питання у твоєму рейтингу означає, що ігор поки замало для точної оцінки.
   *[other] На цьому полі в таблиці ще нікого немає. Гравці потрапляють у таблицю після рейтингових ігор з { $count } різного суперника. Знак питання у твоєму рейтингу означає, що ігор поки замало для точної оцінки.
}
# Заголовки стовпців: місце, ім’я, рейтинг, рейтингові ігри.
title-leaderboard-place = Місце
title-leaderboard-player = Гравець
title-leaderboard-rating = Рейтинг
title-leaderboard-games = Ігри
title-leaderboard-about = { $count ->
    [one] Рейтинг — Glicko-2, окремо для кожного поля; знак питання означає, що ігор поки замало для точної оцінки. Гравці потрапляють у таблицю після рейтингових ігор з { $count } суперником.
    [few] Рейтинг — Glicko-2, окремо для кожного поля; знак питання означає, що ігор поки замало для точної оцінки. Гравці потрапляють у таблицю після рейтингових ігор з { $count } різними суперниками.
    [many] Рейтинг — Glicko-2, окремо для кожного поля; знак питання означає, що ігор поки замало для точної оцінки. Гравці потрапляють у таблицю після рейтингових ігор з { $count } різними суперниками.
   *[other] Рейтинг — Glicko-2, окремо для кожного поля; знак питання означає, що ігор поки замало для точної оцінки. Гравці потрапляють у таблицю після рейтингових ігор з { $count } різного суперника.
} Зараховуються лише суперники, які самі є в рейтингу і без знака питання (доки на дошці немає 11 таких гравців — будь-хто, хто зіграв з 10 іншими і без знака питання); перемога над будь-ким іншим дає не більше { $most } очок, а такі перемоги разом — не більше { $all }.



## Keys and help

keys-arrow-keys = Стрілки

# Заголовки, під якими довідка і README групують клавіші.
keys-when-menu = На головному екрані
keys-when-round = Під час партії
keys-when-looking-back = Під час перегляду попереднього ходу
keys-when-over = Після партії
keys-when-reviewing = Під час розбору
keys-when-board = Під час і після партії
keys-when-anywhere = Будь-де

# Дві клавіші з однаковою дією: «U або Ctrl+Z». Назви клавіш — як на клавіатурі.
keys-either = { $first } або { $second }
# Клавіші для екранного диктора: один пункт — «U або Ctrl+Z: Скасувати хід (...)».
keys-plain-item = { $keys }: { $what }
# Між двома пунктами одного заголовка.
keys-plain-separator = {"; "}
# Заголовок із пунктами, окремим реченням.
keys-plain-section = { $heading }: { $items }.

# Написи на кнопках (клавіша робить те саме).
keys-button-start = Почати
keys-button-quit = Вийти
keys-button-undo = Скасувати
keys-button-redo = Повернути
keys-button-hint = Підказка
keys-button-analysis = Аналіз
keys-button-back-to-game = Повернутися до гри
keys-button-play-from-here = Грати звідси
keys-button-leave-round = Меню
keys-button-close-review = Закрити
keys-button-play-again = Грати ще
keys-button-review = Розбір
keys-button-copy-replay-link = Копіювати повтор
keys-button-report-threw = Програв навмисно
keys-button-report-unfair = Нечесна гра
keys-button-review-previous = Назад
keys-button-review-next = Далі
keys-button-back-to-menu = Меню
keys-button-toggle-labels = Назви клітинок
keys-button-toggle-sound = Звук
keys-button-help = Довідка

# Що робить кожна клавіша, у довідці (README показує англійський текст).
keys-what-start = Почати (онлайн — відкрити кімнату)
keys-what-quit = Вийти (у версії для комп’ютера); під час пошуку суперника — припинити пошук
keys-what-play-square = Хід на клітинку поля 3 x 3 (в Ultimate — спершу поле, потім його клітинка): 7 8 9 — верхній ряд, як на цифровій клавіатурі
keys-what-move-cursor = Переміщати курсор по полю
keys-what-place-at-cursor = Хід на клітинку під курсором
keys-what-undo = Скасувати хід (проти комп’ютера — його відповідь і твій хід)
keys-what-redo = Повернути скасований хід
keys-what-hint = Підказка: найкращі клітинки й до чого вони ведуть
keys-what-analysis = Аналіз: до чого веде кожна порожня клітинка
keys-what-back-to-game = Одразу повернутися до гри
keys-what-play-from-here = Грати далі з показаного ходу (наступні ходи можна повернути)
keys-what-earlier = Показати поле на хід раніше
keys-what-later = Показати поле на хід пізніше
keys-what-first-position = Показати порожнє поле
keys-what-leave-round = Вийти з партії на головний екран (з підтвердженням)
keys-what-close-review = Закрити розбір
keys-what-play-again = Грати ще; рахунок зберігається
keys-what-review = Розібрати партію хід за ходом
keys-what-copy-replay-link = Скопіювати посилання, що відкриває повтор цієї гри в браузері
keys-what-report-threw = Після рейтингової гри онлайн поскаржитися на суперника, який програв навмисно
keys-what-report-unfair = Після рейтингової гри онлайн поскаржитися на суперника за нечесну гру (допомога програми чи іншої людини)
keys-what-review-previous = Попередній хід розбору
keys-what-review-next = Наступний хід розбору
keys-what-back-to-menu = Повернутися на головний екран
keys-what-toggle-labels = Показати або сховати назви клітинок
keys-what-toggle-sound = Вимкнути або ввімкнути звук
keys-what-help = Показати або сховати всі клавіші

# Вікно довідки (? або F1).
help-title = Як грати
# Нерозривні пробіли тримають «3 x 3» в одному рядку.
help-rules = Гравці по черзі ставлять X і O. На полі 3 x 3 перемагають три в ряд, на 4 x 4 і 5 x 5 — чотири в ряд. Натисни на клітинку, щоб зробити хід.
help-ultimate = Ultimate: дев’ять малих полів в одному. Три в ряд виграють мале поле, три малі поля в ряд виграють гру. Клітинка, яку ти займаєш, відправляє суперника на мале поле на тому самому місці — воно в рамці; якщо це поле вже виграно або заповнено, можна ходити на будь-яке відкрите. Клавішами: 1-9 (як на цифровій клавіатурі) — клітинка, а коли поле можна вибрати, спершу ще 1-9 — поле.
help-misere = Піддавки: три в ряд програють. Хто замкне лінію, віддає перемогу суперникові; заповнене поле без лінії — нічия. Середній дотримується правил, які можна вивчити: ніколи не замикати лінію, поки є інша вільна клітинка; якщо ходить першим, зайняти центр, а потім відповідати на кожен хід клітинкою навпроти через центр; інакше триматися подалі від своїх знаків.
help-qubic = Qubic: чотири в ряд у кубі 4 x 4 x 4, намальованому як чотири шари: 1 ліворуч угорі, 2 праворуч угорі, 3 ліворуч унизу, 4 праворуч унизу. Лінія йде в межах шару, прямо крізь чотири шари або навскіс крізь них: усього 76 ліній. Точку називають шаром і клітинкою, наприклад 2b3. Перший гравець може змусити перемогу. Середній виграє, якщо може, інакше блокує, інакше займає одну з 16 точок на семи лініях (кути куба і його вісім внутрішніх точок). Підказка тренера показує хід комп’ютера і каже чому (виграш, захист чи вибір його пошуку), а аналіз позначає, хто виграє, у точках, де це доводить серія загроз; розбір ще не знає Qubic.
help-buttons = Кнопки
help-buttons-note = Tab і Shift+Tab переходять між кнопками, а Space або Enter натискає виділену. Під час партії стрілки, Enter і Space керують полем, доки Tab не перейде на панель; Esc повертає їх полю. У браузері Tab після останньої кнопки панелі переходить на клітинки поля — вони теж кнопки.

# Клавіша, яка тут нічого не робить; $key — її назва («Q», «F5»).
keys-unbound-menu = { $key } тут нічого не робить: Enter — почати; ? — усі клавіші
keys-unbound-classic = { $key } тут нічого не робить: натисни 1-9 (як на цифровій клавіатурі) або на клітинку; ? — усі клавіші
keys-unbound-ultimate = { $key } тут нічого не робить: натисни 1-9, щоб вибрати клітинку поля в рамці (коли поле можна вибрати — спершу поле), або натисни на клітинку; ? — усі клавіші
# На полях 4 x 4 і 5 x 5.
keys-unbound-large = { $key } тут нічого не робить: натисни на клітинку або скористайся стрілками й Enter; ? — усі клавіші
keys-unbound-over = { $key } тут нічого не робить: Enter — грати ще, V — розбір партії, Esc — меню; ? — усі клавіші
# Цифрові клавіші в Ultimate: $board і $number — від 1 до 9, як на цифровій клавіатурі.
keys-not-ultimate = Це поле не Ultimate
keys-no-such-square = Клітинки { $number } немає
keys-board-closed = Поле { $board } закрите: вибери відкрите поле, 1-9
keys-no-such-square-sent = Клітинки { $number } немає: останній хід відправляє тебе на поле { $board }, клітинки 1-9
keys-no-such-board = Поля { $number } немає: поля 1-9, розташовані як на цифровій клавіатурі
keys-board-picked = Поле { $board }: тепер клітинка, 1-9 (0 — вибрати інше поле)
keys-pick-a-board = Вибери поле, 1-9 (як на цифровій клавіатурі)
keys-numbers-classic-only = Цифрами можна вибирати клітинки лише на полі 3 x 3: натисни на клітинку або скористайся стрілками й Enter
keys-no-such-square-classic = Клітинки { $number } немає: клітинки 1-9, розташовані як на цифровій клавіатурі
keys-no-cursor = Спершу вибери клітинку: стрілки переміщують курсор, Enter ставить знак
keys-sound-off = Звук вимкнено
keys-sound-on = Звук увімкнено
# Клік або дотик поруч із полем.
keys-outside-board = Це поза полем: натисни на клітинку

# Назва елемента для екранного диктора з клавішами, що роблять те саме: «Скасувати (U або Ctrl+Z)».
keys-spoken = { $label } ({ $keys })
# Закриває вікно (налаштування, статистику, довідку).
keys-done = Готово

# Що чує користувач екранного диктора, коли клавіатура доходить до елемента;
# $label — назва елемента («Почати (Enter)», «Гравець проти комп’ютера»).
focus-button = { $label }, кнопка
# Один варіант із кількох (чип, спосіб гри).
focus-option = { $label }, варіант
focus-option-selected = { $label }, варіант, вибрано
focus-checkbox = { $label }, прапорець
focus-checkbox-checked = { $label }, прапорець, позначено
focus-checkbox-not-checked = { $label }, прапорець, не позначено
# $text — те, що введено в поле.
focus-text-field = { $label }, поле редагування, { $text }
focus-text-field-empty = { $label }, поле редагування, порожнє
# Поле без назви: $label — те, що в нього введено.
focus-text-field-unnamed = { $label }, поле редагування
focus-text-field-unnamed-selected = { $label }, поле редагування, вибрано
focus-slider = { $label }, повзунок
focus-slider-selected = { $label }, повзунок, вибрано
focus-section = { $label }, розділ
focus-section-selected = { $label }, розділ, вибрано
focus-selected = { $label }, вибрано

# Власні повідомлення гри: опис клавіш на сторінці для екранних дикторів
# ($keys — уся розкладка, реченнями).
keys-describe = Натисни на клітинку, щоб зробити хід, або користуйся клавішами. { $keys }
# $text — що скопійовано (посилання).
clipboard-copied = Скопійовано: { $text }
# $error — причина словами системи.
clipboard-failed = Не вдалося скопіювати ({ $error }): виділи текст і скопіюй його сам
# Збережені статистика й налаштування: $error і $problem — причина, англійською.
saved-statistics-damaged = Збережену статистику пошкоджено ({ $error }), вона почнеться заново; налаштування збережено
saved-statistics-not-saved = Не вдалося зберегти статистику ({ $error })
saved-settings-partly = Частину збережених налаштувань не вдалося прочитати, там використано типові: { $problem }
# $count — скільки ще проблем.
saved-settings-partly-more = { $count ->
    [one] Частину збережених налаштувань не вдалося прочитати, там використано типові: { $problem } (і ще { $count } проблема)
    [few] Частину збережених налаштувань не вдалося прочитати, там використано типові: { $problem } (і ще { $count } проблеми)
    [many] Частину збережених налаштувань не вдалося прочитати, там використано типові: { $problem } (і ще { $count } проблем)
   *[other] Частину збережених налаштувань не вдалося прочитати, там використано типові: { $problem } (і ще { $count } проблеми)
}
saved-settings-unreadable = Не вдалося прочитати збережені налаштування ({ $error }); використано типові
saved-settings-not-saved = Не вдалося зберегти налаштування ({ $error })

# Поле як кнопки для екранних дикторів у браузері: назва групи.
grid-name = Поле { $size } на { $size }
grid-name-ultimate = Поле Ultimate: дев’ять малих полів 3 на 3
grid-name-qubic = Куб Qubic: чотири шари 4 на 4
# Кнопка клітинки в Ultimate: $square — опис самої клітинки
# («Поле 7, клітинка 5, порожня»), $board — поле, де треба ходити (від 1 до 9).
grid-square-sent = { $square }; хід на полі { $board }
grid-square-any = { $square }; хід на будь-якому відкритому полі
square-label-number = Клітинка { $number }, { $place }, { $content }
square-label-named = Клітинка { $square }, рядок { $row }, стовпець { $column }, { $content }
square-label-ultimate = Поле { $board }, клітинка { $square }, { $content }
square-label-qubic = Шар { $layer }, клітинка { $square }, { $content }
square-empty = порожня
square-place = { $place ->
    [top-left] угорі ліворуч
    [top] угорі
    [top-right] угорі праворуч
    [left] ліворуч
    [right] праворуч
    [bottom-left] унизу ліворуч
    [bottom] унизу
    [bottom-right] унизу праворуч
   *[centre] у центрі
}



## Round

# Шапка з гравцями над полем

# Під іменем переможця на цьому пристрої, коли суперник — людина.
round-you-win = твоя перемога
# Під іменем переможця.
round-wins = переможець
# Під іменем гравця, який ходить онлайн; $time — час, що лишився, наприклад «0:23».
round-time-left = лишилося { $time }
# Під твоїм іменем, коли суперник — людина.
round-you = ти
# Під кількістю нічиїх посередині шапки; саме число показано вище, не в повідомленні.
round-draws = { $count ->
    [one] нічия
    [few] нічиї
    [many] нічиїх
   *[other] нічиєї
}

# Панель біля поля

# Кнопка в матчі двох комп’ютерів: продовжити після паузи. Коротко.
round-resume = Продовжити
# Картка розбору; $step — показаний хід, $count — кількість ходів партії.
round-review-step = Розбір: хід { $step } з { $count }
# Підсумок повтору, відкритого за посиланням; $mark — X або O.
round-replay-won = Перемога { $mark }
round-replay-draw = Нічия
round-replay-unfinished = Не дограна
# Під підсумком повтору; $count — кількість ходів.
round-replay-moves = { $count ->
    [one] Повтор: { $count } хід
    [few] Повтор: { $count } ходи
    [many] Повтор: { $count } ходів
   *[other] Повтор: { $count } ходу
}
# Під підсумком онлайн у рейтинговій кімнаті: $score — рахунок матчу (речення), $rating — зміна рейтингу (речення).
round-score-and-rating = { $score }. { $rating }
round-report = Поскаржитися:
round-reported = Скаргу надіслано. Дякуємо
# Онлайн, замість коду кімнати, коли суперника підібрала швидка гра.
round-rated-match = Рейтингова швидка гра
# Перед кодом онлайн-кімнати.
round-room = Кімната
round-copy-code = Копіювати код
round-copy-link = Копіювати посилання
# Копіює посилання на сторінку, де можна дивитися цю кімнату.
round-copy-watch-link = Посилання для глядачів
# Заголовок списку зроблених ходів.
round-moves = Ходи
round-moves-none = Поки немає

# Вихід із партії

round-leave-room = Вийти з кімнати?
round-leave-room-why = Друг побачить твій вихід, а ця партія не зарахується.
round-leave-round = Вийти з партії?
round-leave-round-why = Її не закінчено, тож вона не зарахується.
round-leave = Вийти
round-keep-playing = Грати далі
# Підказка під кнопками; Enter і Esc — клавіші.
round-leave-keys = Enter — вийти, Esc — грати далі.
# Читає екранний диктор, коли відкривається питання; Enter і Escape — клавіші.
round-leave-room-said = Вийти з кімнати? Enter — вийти, Escape — грати далі
round-leave-round-said = Вийти з партії? Enter — вийти, Escape — грати далі



## Board

# Аналіз поверх клітинок і рамки тренера

# До чого веде хід на клітинку; $mark — X або O.
board-wins = Перемога { $mark }
board-draw = Нічия
# Під «Перемога X»: перемога наступним ходом.
board-at-once = одразу
# Під «Перемога X»: за скільки ходів (ніколи не один: тоді «одразу»).
board-in-moves = { $count ->
    [one] за { $count } хід
    [few] за { $count } ходи
    [many] за { $count } ходів
   *[other] за { $count } ходу
}
# В Ultimate: шанс на перемогу для того, хто ходить; $percent — від 0 до 100.
board-chance = { $percent } %
board-analysing = Аналіз…
# У рамці навколо клітинки, яку радить підказка.
board-best = найкращий
# У рамці навколо клітинки, кращої за зіграну, під час розбору.
board-better = краще
# У рамці навколо ходу, який розбирають; $mark — X або O.
board-played = хід { $mark }
# У рамці навколо ходу, який розбирають, до оцінки.
board-judging = оцінка…



## Narration

# Що гра повідомляє під час партії в рядку стану та екранному диктору.
# $mark — завжди X або O; $name — ім’я гравця (або «Комп’ютер»).

# Нова партія: її номер, потім рахунок (речення narrate-score).
narrate-round-started = Партія { $number }. { $score }
narrate-sentence = { $text }.
narrate-sentences = { $first } { $second }
# Зроблено хід. $square — фраза narrate-square-* («клітинка 5», «поле 7, клітинка 5») або назва клітинки («c2»).
narrate-you-took = Ти: { $square }
narrate-took = { $name }: { $square }
# Клітинка в реченні: на полі 3 x 3 (нумерація як на цифровій клавіатурі) і в Ultimate.
narrate-square-number = клітинка { $number }
narrate-square-ultimate = поле { $board }, клітинка { $square }
# Чий хід; у дужках ($mark) — чим грає.
narrate-your-turn = Твій хід ({ $mark })
narrate-turn = Ходить { $name } ({ $mark })
narrate-thinking = { $name } думає ({ $mark })

# Відхилені ходи

# Зайнята клітинка: на 3 x 3 ($number від 1 до 9), в Ultimate і на більших полях ($square — назва, наприклад «b3»).
narrate-taken-number = На клітинці { $number } уже стоїть { $mark }: вибери порожню клітинку
narrate-taken-ultimate = Поле { $board }, клітинка { $square }: тут уже стоїть { $mark }, вибери порожню клітинку
narrate-taken-named = На { $square } уже стоїть { $mark }: вибери порожню клітинку
# Ultimate: мале поле вигране або заповнене.
narrate-closed-board = Поле { $board } закрите: грай на відкритому полі
# Ultimate: клітинка останнього ходу визначає мале поле для ходу, воно в рамці.
narrate-wrong-board = Останній хід відправляє тебе на поле { $board }: грай на полі в рамці
narrate-off-board = Такої клітинки на цьому полі немає
narrate-round-over = Партію закінчено: натисни Enter або R, щоб зіграти ще, Esc — у меню
narrate-watching = Ти глядач: ходять лише гравці
narrate-wait-computer = Зачекай: зараз ходить комп’ютер
narrate-wait = Зачекай: зараз ходить { $name }
# Другий хід у ту саму мить, що й інший.
narrate-one-at-a-time = Лише один хід за раз
# «Повернутися до гри» і «Грати звідси» — кнопки, (End) і (P) — їхні клавіші.
narrate-looking-back = Ти дивишся на попередній хід: «Повернутися до гри» (End) або «Грати звідси» (P)

# Скасування ходів

# Два ходи списком, кожен — знак і назва клітинки («X 5 і O 3»).
narrate-moves-and = { $first } і { $second }
# $moves: скасовані або повернені ходи (список narrate-moves-and або один хід, наприклад «X 5»).
narrate-undid = Скасовано: { $moves }
narrate-redid = Повернуто: { $moves }
narrate-playing-from = Гра триває з ходу { $number }: наступні ходи можна повернути
narrate-nothing-to-undo = Скасовувати нічого
narrate-nothing-to-redo = Повертати нічого
narrate-only-computer-moves = Скасовувати нічого: твоїх ходів ще немає, першим ходив комп’ютер
narrate-no-take-backs-online = В онлайн-грі ходи не скасовуються: усе лишається як зіграно
# «Розбір» — кнопка для покрокового перегляду ходів.
narrate-no-take-backs-replay = Повтор показує партію такою, якою вона була: гортай її кнопкою «Розбір»
narrate-no-take-backs-engine = Цей рушій читає ходи у форматі CodinGame і не може скасовувати ходи
# $number: запитаний хід; $moves: скільки ходів у партії.
narrate-no-such-move = Ходу { $number } немає: { $moves ->
    [one] у партії всього { $moves } хід
    [few] у партії всього { $moves } ходи
    [many] у партії всього { $moves } ходів
   *[other] у партії всього { $moves } ходу
}
# Скасовано хід, який закінчив партію; $score — речення narrate-score.
narrate-round-reopened = Партія знову відкрита, її результат більше не враховується. { $score }

# Підсумки й рахунок

narrate-result-draw = Нічия
narrate-result-you-win = Перемога за тобою!
# У суперника скінчився час на годиннику.
narrate-result-you-win-on-time = Перемога за тобою за часом!
narrate-result-computer-wins = Комп’ютер перемагає
narrate-result-wins = { $name } перемагає!
# Misère: the result, then who completed a line (and so lost). $mark: X or O;
# $result: the sentence above (the second form when it ends in "!").
narrate-result-misere = { $result }. { $mark } поставив три в ряд
narrate-result-misere-exclaimed = { $result } { $mark } поставив три в ряд
narrate-result-wins-on-time = { $name } перемагає за часом!
# Проти комп’ютера: підсумок, потім використана допомога (речення тренера).
# Після підсумку без «!» у кінці.
narrate-result-help = { $result }. { $help }
# Після підсумку з «!» у кінці.
narrate-result-exclaimed-help = { $result } { $help }
# Проти комп’ютера: скільки партій виграно, програно і зіграно внічию.
narrate-score-yours = Рахунок: перемог — { $won }, поразок — { $lost }, нічиїх — { $drawn }
# Між двома гравцями: ім’я і перемоги кожного, потім нічиї.
narrate-score = Рахунок: { $first } — { $first_wins }, { $second } — { $second_wins }, нічиїх — { $draws }

# Вибір у меню, озвучується під час зміни

# $mode: режим («Гравець проти гравця»); $strength: рівень комп’ютера («Неможливий»);
# $first: хто ходить першим (фраза narrate-menu-* нижче); $board: поле
# («3 x 3, три в ряд»); $enter: що робить Enter (речення нижче).
narrate-menu = Меню: { $mode }, { $first }, { $board }. { $enter }
narrate-menu-with-strength = Меню: { $mode }, { $strength }, { $first }, { $board }. { $enter }
narrate-menu-you-first = перший хід твій
narrate-menu-friend-first = перший хід у друга
narrate-menu-computer-first = перший хід у комп’ютера
narrate-menu-named-first = перший хід: { $name }
narrate-menu-random-first = перший хід випадковий
narrate-menu-take-turns = перший хід по черзі
narrate-menu-offline = Для гри онлайн потрібна мережа, а пристрій не в мережі; усе інше працює й без неї
narrate-menu-enter-finds = Enter — знайти суперника
narrate-menu-enter-starts = Enter — почати

## Online

# Рядок стану й головний екран під час підключення. $address — адреса ігрового сервера.
online-connecting = Підключення до { $address }…
online-reconnecting = З’єднання втрачено: підключаємося знову…
online-reconnected = З’єднання відновлено
# Швидка гра: ще один пошук іде з тієї самої інтернет-адреси, а таких гравців швидка гра не зводить.
online-household = Хтось іще з цієї адреси теж шукає гру: швидка гра ніколи не зводить гравців з однієї адреси (щоб зіграти одне з одним, припини пошук, створи кімнату й поділися її кодом)
online-household-alone = Хтось іще з цієї адреси теж шукає гру: швидка гра ніколи не зводить гравців з однієї адреси (щоб зіграти одне з одним, припини пошук, створи кімнату й поділися її кодом); або зіграй із комп’ютером
# $board — коротка назва поля («3 x 3», «Ultimate»).
online-searching = Шукаємо суперника для гри на полі { $board }…
online-searching-alone = Поки ніхто з рейтингом, близьким до твого, не шукає гру на полі { $board }: що довше чекаєш, то ширший пошук; або зіграй із комп’ютером
online-waiting-for-friend = Чекаємо, поки друг приєднається з кодом { $code }
# $name — ім’я іншого гравця.
online-wants-again = { $name } хоче зіграти ще
online-waiting-again = Чекаємо, поки { $name } теж захоче зіграти ще
# $watchers — скільки людей дивиться кімнату (0 — нічого не показувати).
online-playing = Онлайн-гра проти гравця { $name }{ $watchers ->
        [0] {""}
        [one] , { $watchers } глядач
        [few] , { $watchers } глядачі
        [many] , { $watchers } глядачів
       *[other] , { $watchers } глядача
    }
# $seconds — скільки сервер тримає місце гравця.
online-away = { $name } втрачає зв’язок: чекаємо на повернення { $seconds } с
online-left = { $name } виходить з кімнати
online-joined = { $name } приєднується
online-lost-connection = { $name } втрачає зв’язок, чекаємо…
online-is-back = { $name } знову тут

# Перегляд кімнати: $others — скільки ще людей дивиться (0 — нічого не показувати).

online-watching-both = Перегляд: { $first } проти { $second }{ $others ->
        [0] {""}
        [one] , з тобою дивиться ще { $others } глядач
        [few] , з тобою дивляться ще { $others } глядачі
        [many] , з тобою дивляться ще { $others } глядачів
       *[other] , з тобою дивиться ще { $others } глядача
    }
online-watching-empty = Перегляд кімнати { $code }: чекаємо другого гравця{ $others ->
        [0] {""}
        [one] , з тобою дивиться ще { $others } глядач
        [few] , з тобою дивляться ще { $others } глядачі
        [many] , з тобою дивляться ще { $others } глядачів
       *[other] , з тобою дивиться ще { $others } глядача
    }
online-watching-away = { $name } втрачає зв’язок: чекаємо на повернення { $seconds } с{ $others ->
        [0] {""}
        [one] , з тобою дивиться ще { $others } глядач
        [few] , з тобою дивляться ще { $others } глядачі
        [many] , з тобою дивляться ще { $others } глядачів
       *[other] , з тобою дивиться ще { $others } глядача
    }
online-watching-left = { $name } виходить з кімнати{ $others ->
        [0] {""}
        [one] , з тобою дивиться ще { $others } глядач
        [few] , з тобою дивляться ще { $others } глядачі
        [many] , з тобою дивляться ще { $others } глядачів
       *[other] , з тобою дивиться ще { $others } глядача
    }
online-watching-room = Перегляд кімнати { $code }

# Привітання сервера. $code — семилітерний код кімнати.

online-back-in-room = Ти знову в кімнаті { $code }, на своєму місці
online-found-player = Суперника знайдено: гра починається
online-room-open = Кімната { $code } відкрита: дай другові код { $code }
online-joined-room = Ти в кімнаті { $code }

# Проблеми зі з’єднанням

# $reason — причина, одне з повідомлень closed-* (або слова сервера).
online-room-closed = Кімнату закрито: { $reason }

# Чому кімнату закрито, усередині online-room-closed.
closed-stopped-looking = пошук гри припинено
closed-left = ти більше не в кімнаті
closed-stopped-watching = перегляд припинено
closed-everyone-left = усі вийшли
closed-idle = у кімнаті надто довго нічого не відбувалося
closed-shutting-down = сервер вимикається
closed-called-off = гру скасовано
# Для глядача: $name так і не зробив першого ходу у швидкій грі.
closed-called-off-by = гру скасовано: від гравця { $name } так і не було першого ходу
# $seconds — час, який гравець має на перший хід у швидкій грі.
closed-no-first-move = за { $seconds ->
    [one] { $seconds } секунду
    [few] { $seconds } секунди
    [many] { $seconds } секунд
   *[other] { $seconds } секунди
} твого першого ходу не було: гру скасовано, і вона не враховується в рейтингу. Наступну швидку гру можна почати через хвилину
# Швидку гру скасовано, бо $name так і не походив; гра шукає іншого суперника.
called-off-looking-again = Від гравця { $name } так і не було першого ходу: гру скасовано, і вона не враховується в рейтингу. Шукаємо іншого суперника…
# $error — технічний текст помилки з’єднання.
online-connection-lost = З’єднання з сервером утрачено ({ $error }): підключаємося знову
# Підставляється як $error вище, коли з’єднання закриває сервер.
online-server-closed = сервер закрив з’єднання
online-reconnect-failed = Не вдалося знову підключитися до сервера: кімнату втрачено
online-needs-network = Для гри онлайн потрібна мережа, а пристрій не в мережі; усе інше працює й без неї
# $address — адреса ігрового сервера. У браузері.
online-unreachable-page = Не вдається зв’язатися з ігровим сервером { $address }: можливо, сервер сторінки зупинився
# На комп’ютері: .ci/web — шлях до скрипту; «Налаштування» — вікно налаштувань.
online-unreachable = Не вдається зв’язатися з ігровим сервером { $address }: він запущений? (.ci/web запускає сервер; його адреса — у «Налаштуваннях»)

# Команди

# $typed — що гравець увів як код. Приклад коду KXMTRAB не змінюється.
online-not-a-code = «{ $typed }» — не код кімнати: код — це сім літер без I, L і O (вони схожі на 1 і 0), наприклад KXMTRAB
# «Меню» — кнопка, що виводить із кімнати.
online-already-in-room = Ти вже в кімнаті: спершу вийди з неї («Меню»)
# $name — гравець, який думав задовго.
online-ran-out-of-time = У гравця { $name } скінчився час
online-seconds-left = { $seconds ->
        [one] На хід лишилася { $seconds } секунда
        [few] На хід лишилися { $seconds } секунди
        [many] На хід лишилося { $seconds } секунд
       *[other] На хід лишилося { $seconds } секунди
    }
online-asked-again = Гравцеві { $name } запропоновано ще одну партію

# Рейтинги й таблиця лідерів

# Після рейтингової партії. $delta — зміна зі знаком («+16», «-8»).
online-rating-change = Твій рейтинг: { $before } → { $after } ({ $delta })
online-reported = Скаргу надіслано: модератори переглянуть цю партію. Дякуємо
online-report-nothing = Поскаржитися можна лише на суперника в рейтинговій грі онлайн, один раз за партію
online-unranked = { $needs ->
        [one] зіграй ще з { $needs } новим суперником, щоб потрапити в таблицю
        [few] зіграй ще з { $needs } новими суперниками, щоб потрапити в таблицю
        [many] зіграй ще з { $needs } новими суперниками, щоб потрапити в таблицю
       *[other] зіграй ще з { $needs } нового суперника, щоб потрапити в таблицю
    }
# Таблиця лідерів для екранного диктора, поки в ній нікого немає. $you: «ranked» (з $place і $rating),
# «unranked» (з $rating і $needs — скільки ще суперників) або «none» (рейтингових ігор немає).
online-leaderboard-empty = Таблиця лідерів, поле { $board }: у таблиці ще нікого немає{ $you ->
        [ranked] ; твоє місце — { $place }, рейтинг { $rating }
        [unranked] ; твій рейтинг { $rating }: { $needs ->
            [one] зіграй ще з { $needs } новим суперником, щоб потрапити в таблицю
            [few] зіграй ще з { $needs } новими суперниками, щоб потрапити в таблицю
            [many] зіграй ще з { $needs } новими суперниками, щоб потрапити в таблицю
           *[other] зіграй ще з { $needs } нового суперника, щоб потрапити в таблицю
        }
       *[none] ; у тебе ще немає рейтингових ігор на цьому полі
    }
# Як вище, з $players гравцями в таблиці; перший — $leader з рейтингом $leader_rating.
online-leaderboard = Таблиця лідерів, поле { $board }: { $players ->
        [one] { $players } гравець
        [few] { $players } гравці
        [many] { $players } гравців
       *[other] { $players } гравця
    }, перше місце — { $leader } з рейтингом { $leader_rating }{ $you ->
        [ranked] ; твоє місце — { $place }, рейтинг { $rating }
        [unranked] ; твій рейтинг { $rating }: { $needs ->
            [one] зіграй ще з { $needs } новим суперником, щоб потрапити в таблицю
            [few] зіграй ще з { $needs } новими суперниками, щоб потрапити в таблицю
            [many] зіграй ще з { $needs } новими суперниками, щоб потрапити в таблицю
           *[other] зіграй ще з { $needs } нового суперника, щоб потрапити в таблицю
        }
       *[none] ; у тебе ще немає рейтингових ігор на цьому полі
    }
online-leaderboard-unreadable = Не вдалося прочитати відповідь сервера: можливо, у нього інша версія?
online-leaderboard-timeout = Сервер не відповів вчасно: спробуй ще раз



## Coach

coach-online = В онлайн-іграх тренер не підказує: ця гра — лише між тобою і другом
coach-not-yet = Розбір тренера ще не знає цієї гри: підказка й аналіз уже знають
coach-hint-round-over = Партію закінчено: підказувати нічого
coach-hint-past = Підказки — для поточної гри: спершу повернися до гри
coach-analysis-on-ultimate = Аналіз увімкнено: кожна клітинка, доступна для наступного ходу, показує шанс на перемогу за розрахунками рушія
coach-analysis-on-qubic = Аналіз увімкнено: точка показує, хто виграє, там, де це доводить серія загроз; решта лишаються відкритими
coach-analysis-on = Аналіз увімкнено: кожна порожня клітинка показує, до чого веде хід на неї
coach-analysis-off = Аналіз вимкнено

# Підказки. $mover — X або O, той, хто ходить.

# До чого веде ідеальна гра. $winner — X або O.
coach-outlook-win = перемога { $winner } за { $moves ->
        [one] { $moves } хід
        [few] { $moves } ходи
        [many] { $moves } ходів
       *[other] { $moves } ходу
    }
coach-outlook-draw = нічия
# $result — «draw», «win» або «loss»; $outlook — фраза вище.
coach-hint-any = Підказка для { $mover }: будь-яка клітинка { $result ->
        [draw] зберігає нічию
        [win] виграє ({ $outlook })
       *[loss] дає протриматися найдовше ({ $outlook })
    }
# $square — назва клітинки («5», «c2»).
coach-hint-one = Підказка для { $mover }: клітинка { $square } { $result ->
        [draw] зберігає нічию
        [win] виграє ({ $outlook })
       *[loss] дає протриматися найдовше ({ $outlook })
    }
coach-hint-computer = Підказка для { $mover }: { $square } { $result ->
        [win] примусово виграє
        [block] закриває лінію, де бракує однієї позначки
       *[choice] — вибір комп’ютера (примусового виграшу не видно)
    }
# $squares — список назв клітинок («1, 3 або 7»).
coach-hint-many = Підказка для { $mover }: клітинки { $squares } { $result ->
        [draw] зберігають нічию
        [win] виграють ({ $outlook })
       *[loss] дають протриматися найдовше ({ $outlook })
    }
# Ultimate: $board і $square — числа від 1 до 9. $result — «win», «draw», «loss» (доведено)
# або «chance» з $percent — шансом на перемогу того, хто ходить, за розрахунками рушія.
coach-hint-engine = Підказка для { $mover }: поле { $board }, клітинка { $square } { $result ->
        [win] виграє
        [draw] зберігає нічию
        [loss] дає протриматися найдовше
       *[chance] дає { $mover } шанс { $percent } % за розрахунками рушія
    }
# Списки: «1, 3 або 7» складається як «1» + «, » + («3» або «7»); розбір каже «X 1 або X 3 або X 7».
coach-list-or = { $first } або { $last }
coach-list-comma = { $first }, { $rest }

# Перегляд ходів і розбір. $number — номер ходу; $total — скільки ходів; $played — хід («X 5», «O c2»).

coach-viewing-start = Перегляд: початок, перед ходом 1 з { $total }
coach-viewing-move = Перегляд: хід { $number } з { $total }: { $played }
# End і P — клавіші.
coach-viewing-start-read-only = Перегляд: початок, перед ходом 1 з { $total }. Поле лише для перегляду: «Повернутися до гри» (End) або «Грати звідси» (P)
coach-viewing-move-read-only = Перегляд: хід { $number } з { $total }: { $played }. Поле лише для перегляду: «Повернутися до гри» (End) або «Грати звідси» (P)
coach-back-to-game = Повернення до гри
coach-pick-a-move = Спершу вибери хід у списку, а тоді грай з нього
coach-no-moves = Ходів ще немає: переглядати нічого
coach-review-closed = Розбір закрито
coach-review-judging = Хід { $number } з { $total }: { $played }, оцінка…
# $mark — одна з оцінок нижче.
coach-review-mark = { $mark } ({ $number } з { $total })
# Оцінка ходу порівняно з ідеальною грою. $better — найкращі ходи («X 5 або X 7»).
coach-mark-best-win = Хід { $number }: { $played }, найкращий: веде до перемоги
coach-mark-best-draw = Хід { $number }: { $played }, найкращий: зберігає нічию
coach-mark-best-loss = Хід { $number }: { $played }, найкращий: дає протриматися найдовше
coach-mark-kept-win = Хід { $number }: { $played } теж виграє, але { $better } виграє швидше
coach-mark-kept-loss = Хід { $number }: { $played } програє швидше, ніж { $better }
# $what — «force» ($opponent може форсовано виграти), «slip» або «changed»; $held — що давали кращі ходи:
# «won», «draw» або «lost» (виграв $opponent).
coach-mark-mistake = Хід { $number }: { $played } { $what ->
        [force] дає { $opponent } форсовану перемогу
        [slip] упускає перемогу — тепер нічия
       *[changed] змінює результат
    }; після { $better } { $held ->
        [won] була б перемога
        [draw] була б нічия
       *[lost] була б перемога { $opponent }
    }
# В Ultimate, за шансами рушія. $mover — X або O; $played_percent, $best_percent — шанси у %;
# $points — їхня різниця; $top — вибір рушія («X 5-3»).
coach-mark-chance-choice = Хід { $number }: { $played }, вибір рушія: шанс { $mover } { $played_percent } %
coach-mark-chance-as-good = Хід { $number }: { $played }, не гірший за вибір рушія { $top }: шанс { $mover } { $played_percent } % проти { $best_percent } %
coach-mark-chance-kept = Хід { $number }: { $played } віддає { $points ->
        [one] { $points } пункт
        [few] { $points } пункти
        [many] { $points } пунктів
       *[other] { $points } пункту
    } шансу { $mover } (з { $best_percent } % до { $played_percent } %); { $better } — кращий
coach-mark-chance-mistake = Хід { $number }: { $played } втрачає { $points ->
        [one] { $points } пункт
        [few] { $points } пункти
        [many] { $points } пунктів
       *[other] { $points } пункту
    } шансу { $mover } (з { $best_percent } % до { $played_percent } %); після { $better } лишалося { $best_percent } %

# Використана в партії допомога, озвучується з результатом.

coach-used-hints = Використано { $hints ->
        [one] { $hints } підказку
        [few] { $hints } підказки
        [many] { $hints } підказок
       *[other] { $hints } підказки
    }
coach-used-undos = Ходи скасовано { $undos ->
        [one] { $undos } раз
        [few] { $undos } рази
        [many] { $undos } разів
       *[other] { $undos } разу
    }
coach-used-both = Використано { $hints ->
        [one] { $hints } підказку
        [few] { $hints } підказки
        [many] { $hints } підказок
       *[other] { $hints } підказки
    }, ходи скасовано { $undos ->
        [one] { $undos } раз
        [few] { $undos } рази
        [many] { $undos } разів
       *[other] { $undos } разу
    }



## Statistics and review

# Рядок статистики: хто грав ($strength: рівень комп’ютера, «Неможливий») і поле ($board: «5 x 5»).
stats-record-you-vs = Ти проти комп’ютера ({ $strength }), { $board }
# Комп’ютер проти самого себе.
stats-record-itself = Комп’ютер ({ $strength }) проти себе, { $board }
stats-record-two-players = Два гравці, { $board }
stats-record-online = Онлайн, { $board } (твої)

# Повтори

replay-link-after-round = Посилання на повтор з’явиться, коли партія закінчиться
replay-finish-round-first = Заверши або покинь партію, щоб відкрити повтор
# Відкрито посилання на повтор: скільки ходів і чим закінчилася гра.
replay-opened-win = Повтор партії: { $moves ->
    [one] { $moves } хід
    [few] { $moves } ходи
    [many] { $moves } ходів
   *[other] { $moves } ходу
}, перемога { $mark }. Гортай клавішами зі стрілками
replay-opened-draw = Повтор партії: { $moves ->
    [one] { $moves } хід
    [few] { $moves } ходи
    [many] { $moves } ходів
   *[other] { $moves } ходу
}, нічия. Гортай клавішами зі стрілками
replay-opened-unfinished = Повтор партії: { $moves ->
    [one] { $moves } хід
    [few] { $moves } ходи
    [many] { $moves } ходів
   *[other] { $moves } ходу
}, не дограна. Гортай клавішами зі стрілками
# Чому посилання на повтор (літери після «?replay=») не можна відкрити.
replay-error-empty = Не вдається відкрити посилання на повтор: повтор порожній
replay-error-too-long = Не вдається відкрити посилання на повтор: у повторі { $letters ->
    [one] { $letters } літера
    [few] { $letters } літери
    [many] { $letters } літер
   *[other] { $letters } літери
} — більше, ніж у будь-якій грі
# $letter: перша літера посилання, вона має позначати поле.
replay-error-unknown-board = Не вдається відкрити посилання на повтор: повтор починається з «{ $letter }», а такого поля немає (3, 4, 5 або u)
replay-error-not-a-letter = Не вдається відкрити посилання на повтор: у повторі є «{ $letter }», а таким знаком ходи не записуються
replay-error-cut-short = Не вдається відкрити посилання на повтор: повтор обривається посеред ходу
replay-error-off-the-board = Не вдається відкрити посилання на повтор: хід { $number } повтору — за межами поля
# Хід повтору всупереч правилам: $number — номер ходу, $square — назва клітинки («5», «c2», «7-5»).
replay-error-taken = Не вдається відкрити посилання на повтор: хід { $number } повтору (клітинка { $square }) неможливий: на цій клітинці вже стоїть { $mark }
replay-error-square-off-board = Не вдається відкрити посилання на повтор: хід { $number } повтору (клітинка { $square }) неможливий: рядок { $row }, стовпець { $column } — за межами поля
replay-error-game-over = Не вдається відкрити посилання на повтор: хід { $number } повтору (клітинка { $square }) неможливий: гру вже закінчено
replay-error-closed-board = Не вдається відкрити посилання на повтор: хід { $number } повтору (клітинка { $square }) неможливий: поле { $board } закрите, грати можна лише на відкритому полі
replay-error-wrong-board = Не вдається відкрити посилання на повтор: хід { $number } повтору (клітинка { $square }) неможливий: останній хід відправляє на поле { $board }
replay-error-moves-after-the-end = Не вдається відкрити посилання на повтор: хід { $number } повтору зроблено після кінця гри
replay-error-unfinished = Не вдається відкрити посилання на повтор: гру в цьому повторі так і не було закінчено



## Server refusals: what the game server would not do, worded by the game
## from the refusal's code and arguments (src/game/online/refusal.rs).

# Скільки чекати, у refusal-too-many-joins і refusal-too-soon (після «через»).
refusal-wait-seconds = { $count ->
    [1] секунду
    [one] { $count } секунду
    [few] { $count } секунди
    [many] { $count } секунд
   *[other] { $count } секунди
}
refusal-wait-minutes = { $count ->
    [1] хвилину
    [one] { $count } хвилину
    [few] { $count } хвилини
    [many] { $count } хвилин
   *[other] { $count } хвилини
}
refusal-wait-hours = { $count ->
    [1] годину
    [one] { $count } годину
    [few] { $count } години
    [many] { $count } годин
   *[other] { $count } години
}
refusal-wait-days = { $count ->
    [1] день
    [one] { $count } день
    [few] { $count } дні
    [many] { $count } днів
   *[other] { $count } дня
}
# $server, $client — номери версій протоколу.
refusal-version-update-game = Сервер використовує версію { $server } протоколу гри, а гра — версію { $client }: перезавантаж сторінку або онови гру
refusal-version-update-server = Сервер використовує версію { $server } протоколу гри, а гра — версію { $client }: сервер старіший за гру, попроси його власника оновити сервер
refusal-too-large = Повідомлення розміром { $bytes ->
    [one] { $bytes } байт
    [few] { $bytes } байти
    [many] { $bytes } байтів
   *[other] { $bytes } байта
} перевищує ліміт ({ $limit })
refusal-too-fast = Понад { $per_second ->
    [one] { $per_second } повідомлення
    [few] { $per_second } повідомлення
    [many] { $per_second } повідомлень
   *[other] { $per_second } повідомлення
} за секунду: це повідомлення відкинуто
refusal-too-fast-leaderboards = Таблиці лідерів надсилаються на одну адресу не частіше ніж { $per_second ->
    [one] { $per_second } раз
    [few] { $per_second } рази
    [many] { $per_second } разів
   *[other] { $per_second } разу
} на секунду: спробуй ще раз через секунду
# $why — власні слова модуля читання повідомлень, англійською.
refusal-malformed = Це не повідомлення цієї гри: { $why }
refusal-binary = Двійкове повідомлення розміром { $bytes ->
    [one] { $bytes } байт
    [few] { $bytes } байти
    [many] { $bytes } байтів
   *[other] { $bytes } байта
}: ця гра обмінюється текстом
# $sentence — одне з трьох повідомлень вище.
refusal-disconnected = { $sentence }; забагато хибних повідомлень, тому з’єднання закрито
# $code — код кімнати, як його ввели, наприклад KXMTRAB.
refusal-no-such-room = Кімнати { $code } немає: перевір код
refusal-room-closed = Кімнату закрито
refusal-room-full = У кімнаті { $code } уже двоє гравців
# $wait — refusal-wait-seconds або refusal-wait-minutes.
refusal-too-many-joins = Забагато неправильних кодів з твоєї адреси: перевір код і спробуй ще раз через { $wait }
refusal-bad-token = Цей токен не дає місця в кімнаті { $code }
refusal-seat-given-up = Це місце вже звільнено: приєднайся до нової кімнати
refusal-seat-left = { $name } уже не в кімнаті
refusal-not-connected = Немає з’єднання
refusal-searching-nobody-yet = Ти шукаєш швидку гру: суперника поки немає
refusal-no-room = Спершу створи кімнату або приєднайся до неї
refusal-idle = За { $seconds } с нічого не створено й ні до чого не приєднано: з’єднання закривається
refusal-already-in-room = Ти вже в кімнаті { $code }: спершу вийди з неї
refusal-already-searching = Ти шукаєш швидку гру: спершу припини пошук
refusal-already-watching = Ти дивишся кімнату: спершу припини перегляд
refusal-not-started = Друг ще не приєднався
refusal-not-your-turn = Зараз ходить { $name }
# $mark — X або O.
refusal-move-taken = На цій клітинці вже стоїть { $mark }
refusal-move-off-board = Рядок { $row }, стовпець { $column } — за межами поля
refusal-move-game-over = Гру закінчено
# $board — мале поле Ultimate, від 1 до 9, як на цифровій клавіатурі.
refusal-move-closed-board = Поле { $board } закрите: грай на відкритому полі
refusal-move-wrong-board = Останній хід відправляє тебе на поле { $board }
refusal-out-of-time = Твій час скінчився: цю партію програно. Запропонуй зіграти ще
refusal-round-over = Цю партію закінчено: запропонуй зіграти ще
refusal-late = Час на цей хід скінчився: партію програно за часом
refusal-round-not-over = Спершу закінчи цю партію
refusal-full = Сервер переповнений: спробуй ще раз через кілька хвилин
refusal-full-returning-only = Сервер переповнений: зараз він пускає лише гравців, які повертаються на своє місце. Спробуй ще раз через кілька хвилин
refusal-full-rooms = На сервері вже стільки кімнат, скільки він може вмістити: спробуй ще раз через кілька хвилин
refusal-address-rooms = З твоєї адреси тут уже відкрито { $count ->
    [one] { $count } кімнату
    [few] { $count } кімнати
    [many] { $count } кімнат
   *[other] { $count } кімнати
}: спершу закінч одну з них або вийди з неї
refusal-address-searches = З твоєї адреси тут уже { $count ->
    [one] триває { $count } пошук гри
    [few] тривають { $count } пошуки гри
    [many] триває { $count } пошуків гри
   *[other] триває { $count } пошуку гри
}: спершу припини один із них
refusal-address-watching = З твоєї адреси тут уже переглядають { $count ->
    [one] { $count } кімнату
    [few] { $count } кімнати
    [many] { $count } кімнат
   *[other] { $count } кімнати
}: спершу припини перегляд однієї з них
refusal-lost-touch = Нові ігри зараз не можуть початися: цей сервер утратив зв’язок з іншими. Поточні ігри тривають; спробуй ще раз через хвилину
refusal-no-answer = Сервер кімнати не відповідає: спробуй ще раз трохи згодом
refusal-name-computer = «{ $name }» — ім’я комп’ютера, а онлайн ти граєш з людьми: вибери інше ім’я в налаштуваннях
refusal-name-rated = Під ім’ям «{ $name }» уже має рейтинг інший гравець: вибери інше ім’я в налаштуваннях
# $waiting — ім’я гравця, який уже чекає в кімнаті.
refusal-name-look-alike = «{ $name }» виглядало б так само, як «{ $waiting }» — ім’я гравця, що чекає в кімнаті (літери різні: інший алфавіт або схожі символи): вибери інше ім’я в налаштуваннях
# $key — ключ пристрою, літери й цифри; $min, $max — допустима довжина.
refusal-bad-player = «{ $key }» — не ключ пристрою: гра надсилає від { $min } до { $max ->
    [one] { $max } символу
    [few] { $max } символів
    [many] { $max } символів
   *[other] { $max } символу
} (літери, цифри, «_» або «-»); перезавантаж сторінку або онови гру
# $games — скільки рейтингових ігор лишилися незавершеними; $wait — refusal-wait-*.
refusal-too-soon = З цього пристрою чи адреси за останню добу { $games ->
    [one] { $games } рейтингову гру
    [few] { $games } рейтингові гри
    [many] { $games } рейтингових ігор
   *[other] { $games } рейтингової гри
} не дограно або не розпочато: наступну швидку гру можна почати через { $wait }
refusal-too-many-reports = З вашої адреси за цю годину вже надіслано скарг: { $count }. Спробуйте пізніше
refusal-nothing-to-report = Поскаржитися можна лише на суперника в щойно завершеній рейтинговій грі, один раз за партію
refusal-banned = Модератор закрив рейтингові ігри для цього пристрою чи адреси ({ $why }); вони знову відкриються через { $wait }. Кімнати з друзями відкриті як завжди.
ban-reason-farming = рейтинг, виграний в інших пристроїв чи адрес того самого гравця
ban-reason-camping = швидкі ігри, прийняті й так і не зіграні
ban-reason-abuse = образи інших гравців
ban-reason-cheating = допомога програми чи іншої людини в рейтингових іграх
# $seconds — запитаний таймер; $a, $b, $c — доступні таймери.
refusal-bad-clock = Таймера на { $seconds ->
    [one] { $seconds } секунду
    [few] { $seconds } секунди
    [many] { $seconds } секунд
   *[other] { $seconds } секунди
} на хід немає: вибери { $a }, { $b } або { $c } с чи гру без таймера
refusal-watcher = Ти дивишся кімнату { $code }: ходять лише двоє її гравців
refusal-too-many-watchers = У кімнаті { $code } уже максимум глядачів: спробуй пізніше
refusal-replaced = Цю гру відкрито в іншому місці



## Page: the browser page's own words, before the game starts (web/theme.js
## and web/main.js read these at build time; single lines only).

page-description = Хрестики-нулики на полях 3 x 3, 4 x 4 і 5 x 5: з другом, онлайн або проти комп’ютера, який ніколи не програє, з тренером, що показує, до чого веде кожна клітинка. Після завантаження працює без інтернету.
# Опис встановленого застосунку (маніфест вебзастосунку).
page-app-description = Хрестики-нулики на полях 3 x 3, 4 x 4 і 5 x 5: з другом, онлайн або проти комп’ютера, з тренером.
# Полотно гри, як його називає екранний диктор.
page-canvas = Хрестики-нулики. Ходи й результати озвучуються нижче.
page-how-to-play = Натисни на клітинку, щоб зробити хід. Коли гра запуститься, тут буде описано всі клавіші, на які вона відповідає.
page-loading = Гра завантажується…
page-loading-percent = Гра завантажується… { $percent } %
page-starting = Запуск…
page-no-webgl-heading = Гра не може запуститися
page-no-webgl = Грі потрібен WebGL2, а цей браузер його не підтримує (або його вимкнено). Підійде свіжий Firefox, Chrome, Edge або Safari.
page-stopped-heading = Гра зупинилася
# $reason: що пішло не так, словами браузера (часто англійською).
page-stopped = Гра зупинилася: { $reason }. Перезавантаж сторінку, щоб грати знову.
page-not-started = Гра не змогла запуститися: { $reason }. Підійде свіжий Firefox, Chrome, Edge або Safari з WebGL2.
page-not-loaded = Не вдалося завантажити файли гри ({ $reason }). Перевір з’єднання й перезавантаж сторінку.
page-internal-error = внутрішня помилка (подробиці можуть бути в консолі браузера)
page-unknown-error = невідома помилка
page-update = Готова нова версія гри.
page-reload = Оновити

## Термінальна версія (tictactoe-terminal)

terminal-menu-keys = 1-5 змінюють вибір, Enter починає, s показує статистику, ? показує всі клавіші, q виходить
terminal-too-small = Для цього поля термінал має бути щонайменше { $columns } стовпців завширшки і { $rows } рядків заввишки
terminal-footer = ? показує всі клавіші, q виходить із партії
terminal-plain-move = { $turn }: введи клітинку ({ $example }) або ? для довідки
terminal-plain-over = Enter — зіграти ще, q — повернутися до меню
terminal-plain-leave = y — вийти з партії, n — грати далі
terminal-plain-unknown = «{ $line }» тут нічого не означає: ? показує всі клавіші
terminal-plain-not-a-square = «{ $line }» — тут не клітинка: введи, наприклад, { $example } або ? для довідки
terminal-online-keys = Enter — гра з будь-ким (швидка гра), c — створити кімнату, j — увійти до кімнати друга за кодом, w — дивитися, r — таблиця лідерів
terminal-type-name = Введи ім'я для { $seat } і натисни Enter (Esc залишить попереднє)
terminal-type-code = Введи код кімнати і натисни Enter (Esc — назад)
terminal-chance = { $mark }: шанс { $percent }%
terminal-sent-to = Ходи на полі { $board } (його клітинки 1-9)
terminal-any-board = Ходи на будь-якому відкритому полі: перша цифра 1-9 вибирає поле, друга клітинку
terminal-help-keys = ↑ ↓ — читати далі, будь-яка інша клавіша закриває
engine-playing-ours = Гра проти { $name }, рушія, що говорить нашим протоколом
engine-playing-codingame = Гра проти { $name }, рушія, що читає ходи у форматі CodinGame
engine-lost-no-start = { $name } не запустився ({ $why }) і програє раунд
engine-lost-slow = { $name } не зробив хід за { $seconds } с і програє раунд
engine-lost-broken = { $name } зупинився або відповів неправильно ({ $why }) і програє раунд
engine-lost-illegal = { $name } зіграв { $square }, чого правила не дозволяють, і програє раунд
terminal-help-rules = Гравці по черзі ставлять X і O. На полі 3 x 3 перемагають три в ряд, на 4 x 4 і 5 x 5 — чотири в ряд. Ходи цифрою клітинки або курсором і Enter; клацання мишею ходить там, де термінал її повідомляє.
terminal-report-confirm = Поскаржитися на { $name } з цієї причини? Enter надсилає скаргу, Esc — ні
