# Хрестики-нулики українською: усі id з en.ftl.
#
# Звертання на «ти». Клітинка — «клітинка», мале поле Ultimate і все поле — «поле»,
# раунд — «партія». X і O, назви клітинок («b2») та «Ultimate» не перекладаються.

game-title = Хрестики-нулики

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
board-classic = 3 x 3, три в ряд
board-four = 4 x 4, чотири в ряд
board-five = 5 x 5, чотири в ряд
board-ultimate = Ultimate: дев’ять полів в одному. Твоя клітинка відправляє суперника на поле з тим самим номером; виграй три поля в ряд
think-quick = Швидко
think-one-second = 1 секунда
think-five-seconds = 5 секунд
clock-none = Без таймера
clock-seconds = { $seconds } с
theme-light = Світла
theme-dark = Темна
theme-high-contrast = Контрастна



## Title screen



## Keys and help



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



## Coach



## Statistics and review

# Рядок статистики: хто грав ($strength: рівень комп’ютера, «Неможливий») і поле ($board: «5 x 5»).
stats-record-you-vs = Ти проти комп’ютера ({ $strength }), { $board }
# Комп’ютер проти самого себе.
stats-record-itself = Комп’ютер ({ $strength }) проти себе, { $board }
stats-record-two-players = Два гравці, { $board }

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
