# Kółko i krzyżyk po polsku. Te same identyfikatory co w en.ftl, w tej samej kolejności.
#
# Terminy: board = plansza, square = pole, move = ruch, round = runda,
# draw = remis, replay = powtórka, review = przegląd, room = pokój.
# X i O, nazwy pól („b2”) i „Ultimate” pozostają bez zmian.

game-title = Kółko i krzyżyk

## Names: the players' names until they type their own, and the computer's.

name-computer = Komputer
name-computer-numbered = Komputer { $number }
name-player = Gracz { $number }

## Settings sheet

settings-title = Ustawienia
settings-language = Język
settings-language-system = Systemowy ({ $language })
settings-language-note = Używany jest język systemu, dopóki nie wybierzesz innego.
settings-board = Plansza
settings-think = Czas namysłu poziomu Niemożliwy w Ultimate
settings-think-note = Im dłużej, tym silniej.
settings-first = Kto zaczyna (gra X)
settings-clock = Zegar w twoim pokoju
settings-clock-note = Każdy ruch trzeba wykonać w tym czasie, inaczej runda jest przegrana. Szybka gra zawsze daje 30 s.
settings-look = Wygląd
settings-look-note = Używane jest ustawienie systemu, dopóki nie wybierzesz innego.
settings-sound = Dźwięk
settings-sound-effects = Efekty dźwiękowe
settings-volume = Głośność
settings-volume-value = { $percent }%
settings-labels = Oznaczenia planszy
settings-labels-classic = Zawsze pokazuj numery pól
settings-labels-four = Zawsze pokazuj nazwy pól (od a1 do d4)
settings-labels-five = Zawsze pokazuj nazwy pól (od a1 do e5)
settings-labels-ultimate = Zawsze pokazuj numery pól (plansza i pole)
settings-labels-misere = Zawsze pokazuj numery pól
settings-labels-qubic = Zawsze pokazuj nazwy punktów (poziom, potem a1 do d4)
settings-labels-note = Pojawiają się też, gdy grasz klawiszami cyfr lub strzałek.
settings-server = Serwer gry
settings-names = Imiona
settings-player-one = Gracz 1
settings-player-two = Gracz 2
settings-your-name = Twoje imię
settings-name-limit = Imię może mieć najwyżej { $count ->
    [one] { $count } znak
    [few] { $count } znaki
    [many] { $count } znaków
   *[other] { $count } znaku
}
settings-first-random = Losowo
settings-first-take-turns = Na zmianę
settings-first-me = Ja
settings-first-my-friend = Mój znajomy
settings-first-computer = Komputer

## Choices

mode-human-vs-human = Człowiek kontra człowiek
mode-human-vs-computer = Człowiek kontra komputer
mode-computer-vs-computer = Komputer kontra komputer
mode-online = Online
difficulty-easy = Łatwy
difficulty-medium = Średni
difficulty-impossible = Niemożliwy
board-short-classic = 3 x 3
board-short-four = 4 x 4
board-short-five = 5 x 5
board-short-ultimate = Ultimate
board-short-misere = Misère
board-short-qubic = Qubic
board-short-notakto = Notakto
board-classic = 3 x 3, trzy w rzędzie
board-four = 4 x 4, cztery w rzędzie
board-five = 5 x 5, cztery w rzędzie
board-ultimate = Ultimate: dziewięć plansz w jednej. Pole, które zajmiesz, wysyła przeciwnika na tę planszę; wygraj trzy plansze w rzędzie
board-misere = Misère: 3 x 3, a kto ułoży trzy w rzędzie, przegrywa
board-qubic = Qubic: 4 x 4 x 4, cztery w rzędzie na jednej z 76 linii sześcianu
board-notakto = Notakto: 3 x 3, obaj stawiają X, a kto ułoży trzy w rzędzie, przegrywa
think-quick = Szybko
think-one-second = 1 sekunda
think-five-seconds = 5 sekund
clock-none = Bez zegara
clock-seconds = { $seconds } s
theme-light = Jasny
theme-dark = Ciemny
theme-high-contrast = Wysoki kontrast



## Title screen

title-settings = Ustawienia
title-statistics = Statystyki
# Pod każdym trybem gry, na jego karcie.
title-blurb-human-vs-human = Dwóch graczy, jedno urządzenie
title-blurb-human-vs-computer = Ty kontra komputer
title-blurb-computer-vs-computer = Oglądaj grę dwóch komputerów
title-blurb-online = Dowolny gracz lub znajomy z kodem
title-strength = Poziom komputera
# Pod przyciskiem Start w trakcie meczu; $count to liczba rozegranych rund.
title-session-rounds = { $count ->
    [one] W tej sesji rozegrano { $count } rundę: wynik liczy się dalej, dopóki grają ci sami gracze
    [few] W tej sesji rozegrano { $count } rundy: wynik liczy się dalej, dopóki grają ci sami gracze
    [many] W tej sesji rozegrano { $count } rund: wynik liczy się dalej, dopóki grają ci sami gracze
   *[other] W tej sesji rozegrano { $count } rundy: wynik liczy się dalej, dopóki grają ci sami gracze
}

# Podsumowanie meczu pod przyciskiem Start: „Plansza 3 x 3 · zaczynasz ty”.
# $board to plansza („Plansza 3 x 3” albo „Ultimate”); $first to jeden ze zwrotów title-first- poniżej.
title-summary = { $board } · { $first }
# Online: ustawienia pokoju, który tworzy gracz; $seconds to czas na każdy ruch.
title-summary-room = { $board } · twój pokój: { $first }, { $seconds } s
title-summary-room-no-clock = { $board } · twój pokój: { $first }, bez zegara
# $board to rozmiar planszy („3 x 3”).
title-summary-board = Plansza { $board }
title-first-random = zaczyna losowy gracz
title-first-take-turns = gracze zaczynają na zmianę
# Online: gracz, który tworzy pokój.
title-first-maker = zaczyna twórca pokoju
title-first-friend = zaczyna znajomy, który dołączy
title-first-you = zaczynasz ty
title-first-computer = zaczyna komputer
title-first-named = zaczyna { $name }
# Otwiera ustawienia.
title-change = Zmień…

# Online. $code to kod pokoju („KXMTRAB”).
title-back-to-room = Wróć do gry (pokój { $code })
title-stop-looking = Przestań szukać
title-play-the-computer = Zagraj z komputerem
title-quick-match = Szybka gra
# Odliczanie do chwili, gdy znów można poprosić o szybką grę; $time to minuty i sekundy, „1:05”.
title-quick-match-in = Szybka gra za { $time }
title-quick-match-note = Zagraj z kimś, kto też szuka gry na tej samej planszy. Gra jest rankingowa.
title-play-a-friend = Albo zagraj ze znajomym
title-create-room = Utwórz pokój
title-create-room-note = Obowiązują twoje ustawienia planszy, pierwszego ruchu i zegara; znajomy dołącza kodem lub linkiem pokoju.
title-join-note = Możesz też dołączyć do pokoju znajomego za pomocą kodu albo go oglądać:
# W pustym polu kodu; sam kod zostaje bez zmian.
title-code-hint = Kod, np. KXMTRAB
title-room-code = Kod pokoju
title-join = Dołącz
title-watch = Oglądaj

# Okno statystyk.
title-stats-title = Statystyki
title-stats-none = Nie ma jeszcze ukończonych rund.
title-stats-won = Wygrane
title-stats-lost = Przegrane
title-stats-drawn = Remisy
title-stats-best-streak = Najlepsza seria
title-stats-whose = Wygrane i przegrane liczone są dla pierwszego gracza, czyli w grze z komputerem dla ciebie.
title-stats-reset-question = Wyzerować wszystkie statystyki? Tego nie da się cofnąć.
title-stats-reset-yes = Tak, wyzeruj
title-stats-reset-no = Nie, zostaw
title-stats-reset = Wyzeruj statystyki…

# Tabela wyników: przycisk na ekranie głównym i tytuł okna.
title-leaderboard = Tabela wyników
title-leaderboard-asking = Pobieranie z serwera gry…
title-leaderboard-try-again = Spróbuj ponownie
# Miejsce tego urządzenia: $place to pozycja, $rating ranking („1523” albo „1500?”, gdy niepewny),
# $games liczba gier rankingowych.
title-leaderboard-you = { $games ->
    [one] Ty: #{ $place }, ranking { $rating } po { $games } grze rankingowej
    [few] Ty: #{ $place }, ranking { $rating } po { $games } grach rankingowych
    [many] Ty: #{ $place }, ranking { $rating } po { $games } grach rankingowych
   *[other] Ty: #{ $place }, ranking { $rating } po { $games } gry rankingowej
}
# Jeszcze poza tabelą: $needs to liczba kolejnych różnych przeciwników, których trzeba spotkać.
title-leaderboard-you-unranked = { $games ->
    [one] Ty: ranking { $rating } po { $games } grze rankingowej
    [few] Ty: ranking { $rating } po { $games } grach rankingowych
    [many] Ty: ranking { $rating } po { $games } grach rankingowych
   *[other] Ty: ranking { $rating } po { $games } gry rankingowej
}; { $needs ->
    [one] zagraj z { $needs } kolejnym przeciwnikiem, aby trafić do tabeli
    [few] zagraj z { $needs } kolejnymi przeciwnikami, aby trafić do tabeli
    [many] zagraj z { $needs } kolejnymi przeciwnikami, aby trafić do tabeli
   *[other] zagraj z { $needs } kolejnego przeciwnika, aby trafić do tabeli
}
title-leaderboard-you-none = Nie masz jeszcze gier rankingowych na tej planszy: szybka gra jest rankingowa.
# $count to liczba różnych przeciwników potrzebnych, aby trafić do tabeli.
title-leaderboard-nobody = { $count ->
    [one] Na tej planszy nikogo jeszcze nie ma w tabeli. Gracze trafiają do niej po grach rankingowych z { $count } przeciwnikiem.
    [few] Na tej planszy nikogo jeszcze nie ma w tabeli. Gracze trafiają do niej po grach rankingowych z { $count } różnymi przeciwnikami.
    [many] Na tej planszy nikogo jeszcze nie ma w tabeli. Gracze trafiają do niej po grach rankingowych z { $count } różnymi przeciwnikami.
   *[other] Na tej planszy nikogo jeszcze nie ma w tabeli. Gracze trafiają do niej po grach rankingowych z { $count } różnego przeciwnika.
}
# To samo, gdy ranking gracza ma znak zapytania.
title-leaderboard-nobody-provisional = { $count ->
    [one] Na tej planszy nikogo jeszcze nie ma w tabeli. Gracze trafiają do niej po grach rankingowych z { $count } przeciwnikiem. Znak zapytania przy twoim rankingu oznacza, że gier jest za mało, by mieć pewność.
    [few] Na tej planszy nikogo jeszcze nie ma w tabeli. Gracze trafiają do niej po grach rankingowych z { $count } różnymi przeciwnikami. Znak zapytania przy twoim rankingu oznacza, że gier jest za mało, by mieć pewność.
    [many] Na tej planszy nikogo jeszcze nie ma w tabeli. Gracze trafiają do niej po grach rankingowych z { $count } różnymi przeciwnikami. Znak zapytania przy twoim rankingu oznacza, że gier jest za mało, by mieć pewność.
   *[other] Na tej planszy nikogo jeszcze nie ma w tabeli. Gracze trafiają do niej po grach rankingowych z { $count } różnego przeciwnika. Znak zapytania przy twoim rankingu oznacza, że gier jest za mało, by mieć pewność.
}
# Nagłówki kolumn: miejsce, imię, ranking, gry rankingowe.
title-leaderboard-place = #
title-leaderboard-player = Gracz
title-leaderboard-rating = Ranking
title-leaderboard-games = Gry
title-leaderboard-about = { $count ->
    [one] Ranking jest liczony w systemie Glicko-2, osobno dla każdej planszy; znak zapytania oznacza, że gier jest za mało, by mieć pewność. Gracze trafiają do tabeli po grach rankingowych z { $count } przeciwnikiem.
    [few] Ranking jest liczony w systemie Glicko-2, osobno dla każdej planszy; znak zapytania oznacza, że gier jest za mało, by mieć pewność. Gracze trafiają do tabeli po grach rankingowych z { $count } różnymi przeciwnikami.
    [many] Ranking jest liczony w systemie Glicko-2, osobno dla każdej planszy; znak zapytania oznacza, że gier jest za mało, by mieć pewność. Gracze trafiają do tabeli po grach rankingowych z { $count } różnymi przeciwnikami.
   *[other] Ranking jest liczony w systemie Glicko-2, osobno dla każdej planszy; znak zapytania oznacza, że gier jest za mało, by mieć pewność. Gracze trafiają do tabeli po grach rankingowych z { $count } różnego przeciwnika.
} Liczą się tylko przeciwnicy, którzy sami są sklasyfikowani i nie mają znaku zapytania (dopóki plansza nie ma 11 takich graczy: każdy, kto grał z 10 innymi i nie ma znaku zapytania); wygrana z kimkolwiek innym daje najwyżej { $most } punktów, a takie wygrane łącznie najwyżej { $all }.



## Keys and help

keys-arrow-keys = Strzałki

# Nagłówki, pod którymi pomoc i plik README grupują klawisze.
keys-when-menu = W menu
keys-when-round = W trakcie rundy
keys-when-looking-back = Przy oglądaniu wcześniejszego ruchu
keys-when-over = Po rundzie
keys-when-reviewing = W przeglądzie
keys-when-board = W trakcie rundy i po niej
keys-when-anywhere = Wszędzie

# Dwa klawisze robiące to samo: „U lub Ctrl+Z”. Nazwy klawiszy jak na klawiaturze.
keys-either = { $first } lub { $second }
# Lista klawiszy czytana przez czytnik ekranu: jeden element to „U lub Ctrl+Z: Cofnij (...)”.
keys-plain-item = { $keys }: { $what }
# Między dwoma elementami jednego nagłówka.
keys-plain-separator = {"; "}
# Jeden nagłówek z elementami, jako osobne zdanie.
keys-plain-section = { $heading }: { $items }.

# Etykiety przycisków (to samo robi klawisz).
keys-button-start = Start
keys-button-quit = Wyjdź
keys-button-undo = Cofnij
keys-button-redo = Przywróć
keys-button-hint = Podpowiedź
keys-button-analysis = Analiza
keys-button-back-to-game = Wróć do gry
keys-button-play-from-here = Graj stąd
keys-button-leave-round = Menu
keys-button-close-review = Zamknij
keys-button-play-again = Zagraj znowu
keys-button-review = Przegląd
keys-button-copy-replay-link = Kopiuj powtórkę
keys-button-report-threw = Przegrał celowo
keys-button-report-unfair = Nieuczciwa gra
keys-button-review-previous = Poprzedni
keys-button-review-next = Następny
keys-button-back-to-menu = Menu
keys-button-toggle-labels = Nazwy pól
keys-button-toggle-sound = Dźwięk
keys-button-help = Pomoc

# Co robi każdy klawisz, w pomocy (README pokazuje angielski tekst).
keys-what-start = Rozpocznij grę (online: otwórz pokój)
keys-what-quit = Wyjdź z gry (w wersji na komputer); podczas szukania przeciwnika: przestań szukać
keys-what-play-square = Zagraj w pole na planszy 3 x 3 (w Ultimate najpierw plansza, potem jej pole): 7 8 9 to górny rząd, jak na klawiaturze numerycznej
keys-what-move-cursor = Przesuń kursor po planszy
keys-what-place-at-cursor = Zagraj w pole pod kursorem
keys-what-undo = Cofnij (przeciw komputerowi: jego odpowiedź i twój ruch)
keys-what-redo = Przywróć cofnięty ruch
keys-what-hint = Podpowiedź: najlepsze pola i do czego prowadzą
keys-what-analysis = Analiza: do czego prowadzi każde puste pole
keys-what-back-to-game = Wróć do bieżącej gry
keys-what-play-from-here = Graj dalej od pokazanego ruchu (późniejsze ruchy można przywrócić)
keys-what-earlier = Pokaż planszę o ruch wcześniej
keys-what-later = Pokaż planszę o ruch później
keys-what-first-position = Pokaż pustą planszę
keys-what-leave-round = Opuść rundę i wróć do menu (najpierw pyta)
keys-what-close-review = Zamknij przegląd
keys-what-play-again = Zagraj znowu; wynik liczy się dalej
keys-what-review = Przejrzyj rundę ruch po ruchu
keys-what-copy-replay-link = Skopiuj link, który otwiera powtórkę tej gry w przeglądarce
keys-what-report-threw = Po rankingowej grze online zgłoś przeciwnika za celową przegraną
keys-what-report-unfair = Po rankingowej grze online zgłoś przeciwnika za nieuczciwą grę (pomoc programu lub innej osoby)
keys-what-review-previous = Poprzedni ruch w przeglądzie
keys-what-review-next = Następny ruch w przeglądzie
keys-what-back-to-menu = Wróć do menu
keys-what-toggle-labels = Pokaż lub ukryj nazwy pól
keys-what-toggle-sound = Wyłącz lub włącz dźwięk
keys-what-help = Pokaż lub ukryj wszystkie klawisze

# Okno pomocy (? lub F1).
help-title = Jak grać
# Twarde spacje trzymają „3 x 3” w jednej linii.
help-rules = Gracze na zmianę stawiają X i O. Na planszy 3 x 3 wygrywają trzy w rzędzie, na 4 x 4 i 5 x 5 cztery w rzędzie. Kliknij lub dotknij pola, aby w nie zagrać.
help-ultimate = Ultimate: dziewięć małych plansz w jednej. Trzy w rzędzie wygrywają małą planszę, a trzy małe plansze w rzędzie wygrywają grę. Pole, które zajmiesz, wysyła przeciwnika na małą planszę w tym samym miejscu, obramowaną; jeśli ta plansza jest wygrana lub pełna, może on zagrać na dowolnej otwartej. Klawisze: 1-9 (jak na klawiaturze numerycznej) wskazują pole, a gdy planszę można wybrać dowolnie, najpierw 1-9 wskazują planszę.
help-misere = Misère: trzy w rzędzie przegrywają. Kto ułoży linię, oddaje zwycięstwo drugiemu graczowi; pełna plansza bez linii to remis. Średni trzyma się zasad, których można się nauczyć: nigdy nie kończy linii, dopóki jest inne wolne pole; gdy zaczyna, zajmuje środek, a potem na każdy ruch odpowiada polem naprzeciwko przez środek; poza tym trzyma się z dala od własnych znaków.
help-qubic = Qubic: cztery w rzędzie w sześcianie 4 x 4 x 4, rysowanym jako jego cztery poziomy: 1 w lewym górnym rogu, 2 w prawym górnym, 3 w lewym dolnym, 4 w prawym dolnym. Linia biegnie w jednym poziomie albo przez cztery poziomy prosto lub na ukos: w sumie 76 linii. Punkt nazywa się poziomem i polem, np. 2b3. Kto zaczyna, może wymusić zwycięstwo. Średni wygrywa, jeśli może, inaczej blokuje, inaczej zajmuje jeden z 16 punktów leżących na siedmiu liniach (narożniki sześcianu i jego osiem punktów wewnętrznych). Podpowiedź trenera pokazuje ruch komputera i mówi dlaczego (wygrana, blokada albo wybór jego przeszukiwania), a analiza zaznacza, kto wygrywa w punktach, gdzie dowodzi tego seria gróźb; przegląd jeszcze nie zna Qubica.
help-notakto = Notakto: obaj gracze stawiają X, a kto ułoży trzy w rzędzie, niezależnie od tego, czyje to znaki, przegrywa; remisu nie ma. Każdy znak zachowuje kolor swojego gracza, a gra nadal nazywa pierwszego gracza X, a drugiego O. Pierwszy gracz może wymusić zwycięstwo. Średni trzyma się zasad, których można się nauczyć: nigdy nie kończy linii, dopóki jest inne wolne pole; gdy zaczyna, zajmuje środek, a potem pole o ruch skoczka (dwa w jedną stronę, jedno w bok) od pierwszego znaku przeciwnika; zajmuje pole, po którym każde wolne pole kończy linię.
help-buttons = Przyciski
help-buttons-note = Tab i Shift+Tab przechodzą między przyciskami, a Space lub Enter naciska przycisk z obwódką. W trakcie rundy strzałki, Enter i Space obsługują planszę, dopóki Tab nie przeniesie cię do panelu; Esc oddaje je planszy. W przeglądarce Tab za ostatnim przyciskiem panelu prowadzi do pól planszy jako przycisków.

# Klawisz, który w danym miejscu nic nie robi; $key to jego nazwa („Q”, „F5”).
keys-unbound-menu = { $key } nic tu nie robi: Enter rozpoczyna grę; ? pokazuje wszystkie klawisze
keys-unbound-classic = { $key } nic tu nie robi: naciśnij 1-9 (układ klawiatury numerycznej) lub kliknij pole; ? pokazuje wszystkie klawisze
keys-unbound-ultimate = { $key } nic tu nie robi: naciśnij 1-9, aby wybrać pole obramowanej planszy (najpierw planszę, gdy można ją wybrać), lub kliknij pole; ? pokazuje wszystkie klawisze
# Na planszach 4 x 4 i 5 x 5.
keys-unbound-large = { $key } nic tu nie robi: kliknij pole albo użyj strzałek i Enter; ? pokazuje wszystkie klawisze
keys-unbound-over = { $key } nic tu nie robi: Enter – zagraj znowu, V – przegląd rundy, Esc – menu; ? pokazuje wszystkie klawisze
# Klawisze cyfr w Ultimate: $board i $number od 1 do 9, jak na klawiaturze numerycznej.
keys-not-ultimate = To nie jest plansza Ultimate
keys-no-such-square = Nie ma pola { $number }
keys-board-closed = Plansza { $board } jest zamknięta: wybierz otwartą planszę, 1-9
keys-no-such-square-sent = Nie ma pola { $number }: ostatni ruch wysyła cię na planszę { $board }, pola 1-9
keys-no-such-board = Nie ma planszy { $number }: plansze mają numery 1-9, ułożone jak na klawiaturze numerycznej
keys-board-picked = Plansza { $board }: teraz jej pole, 1-9 (0 wybiera inną planszę)
keys-pick-a-board = Wybierz planszę, 1-9 (układ klawiatury numerycznej)
keys-numbers-classic-only = Klawisze cyfr wybierają pola tylko na planszy 3 x 3: kliknij pole albo użyj strzałek i Enter
keys-no-such-square-classic = Nie ma pola { $number }: pola mają numery 1-9, ułożone jak na klawiaturze numerycznej
keys-no-cursor = Najpierw wybierz pole: strzałki przesuwają kursor, Enter stawia znak
keys-sound-off = Dźwięk wyłączony
keys-sound-on = Dźwięk włączony
# Kliknięcie lub dotknięcie obok planszy.
keys-outside-board = To poza planszą: kliknij pole

# Nazwa kontrolki dla czytnika ekranu, z klawiszami robiącymi to samo: „Cofnij (U lub Ctrl+Z)”.
keys-spoken = { $label } ({ $keys })
# Zamyka okno (Ustawienia, Statystyki, pomoc).
keys-done = Gotowe

# Co słyszy użytkownik czytnika ekranu, gdy klawiatura dotrze do kontrolki; $label to jej nazwa
# („Start (Enter)”, „Człowiek kontra komputer”).
focus-button = { $label }, przycisk
# Jedna z kilku możliwości (żeton, tryb gry).
focus-option = { $label }, opcja
focus-option-selected = { $label }, opcja, wybrana
focus-checkbox = { $label }, pole wyboru
focus-checkbox-checked = { $label }, pole wyboru, zaznaczone
focus-checkbox-not-checked = { $label }, pole wyboru, niezaznaczone
# $text to tekst wpisany w pole.
focus-text-field = { $label }, pole edycji, { $text }
focus-text-field-empty = { $label }, pole edycji, puste
# Pole bez nazwy: $label to wpisany w nie tekst.
focus-text-field-unnamed = { $label }, pole edycji
focus-text-field-unnamed-selected = { $label }, pole edycji, wybrane
focus-slider = { $label }, suwak
focus-slider-selected = { $label }, suwak, wybrany
focus-section = { $label }, sekcja
focus-section-selected = { $label }, sekcja, wybrana
focus-selected = { $label }, wybrano

# Komunikaty gry: opis klawiszy na stronie dla czytników ekranu ($keys to cała lista klawiszy, w zdaniach).
keys-describe = Kliknij lub dotknij pola, aby w nie zagrać, albo użyj klawiszy. { $keys }
# $text to skopiowany tekst (link).
clipboard-copied = Skopiowano { $text }
# $error to powód podany przez system, jego słowami.
clipboard-failed = Nie udało się skopiować ({ $error }): zaznacz tekst ręcznie
# Zapisane statystyki i ustawienia: $error i $problem to powód, po angielsku.
saved-statistics-damaged = Zapisane statystyki były uszkodzone ({ $error }) i są liczone od nowa; ustawienia zostały zachowane
saved-statistics-not-saved = Nie udało się zapisać statystyk ({ $error })
saved-settings-partly = Części zapisanych ustawień nie da się odczytać, użyto tam wartości domyślnych: { $problem }
# $count to liczba kolejnych problemów.
saved-settings-partly-more = { $count ->
    [one] Części zapisanych ustawień nie da się odczytać, użyto tam wartości domyślnych: { $problem } (i jeszcze { $count } problem)
    [few] Części zapisanych ustawień nie da się odczytać, użyto tam wartości domyślnych: { $problem } (i jeszcze { $count } problemy)
    [many] Części zapisanych ustawień nie da się odczytać, użyto tam wartości domyślnych: { $problem } (i jeszcze { $count } problemów)
   *[other] Części zapisanych ustawień nie da się odczytać, użyto tam wartości domyślnych: { $problem } (i jeszcze { $count } problemu)
}
saved-settings-unreadable = Nie udało się odczytać zapisanych ustawień ({ $error }); używane są ustawienia domyślne
saved-settings-not-saved = Nie udało się zapisać ustawień ({ $error })

# Plansza jako przyciski dla czytników ekranu w przeglądarce: nazwa grupy.
grid-name = Plansza { $size } na { $size }
grid-name-ultimate = Plansza Ultimate: dziewięć małych plansz 3 na 3
grid-name-qubic = Sześcian Qubic: cztery poziomy 4 na 4
# Przycisk pola w Ultimate: $square to opis pola („Plansza 7, pole 5, puste”), $board to plansza następnego ruchu (1 do 9).
grid-square-sent = { $square }; grasz na planszy { $board }
grid-square-any = { $square }; grasz na dowolnej otwartej planszy
square-label-number = Pole { $number }, { $place }, { $content }
square-label-named = Pole { $square }, wiersz { $row }, kolumna { $column }, { $content }
square-label-ultimate = Plansza { $board }, pole { $square }, { $content }
square-label-qubic = Poziom { $layer }, pole { $square }, { $content }
square-empty = puste
square-place = { $place ->
    [top-left] u góry po lewej
    [top] u góry
    [top-right] u góry po prawej
    [left] po lewej
    [right] po prawej
    [bottom-left] na dole po lewej
    [bottom] na dole
    [bottom-right] na dole po prawej
   *[centre] na środku
}



## Round

# Nagłówek z graczami nad planszą

# Pod imieniem zwycięzcy na tym urządzeniu, gdy drugi gracz jest człowiekiem.
round-you-win = wygrywasz
# Pod imieniem zwycięzcy.
round-wins = wygrywa
# Pod imieniem gracza, który ma ruch (online); $time to pozostały czas, np. „0:23”.
round-time-left = zostało { $time }
# Pod twoim imieniem, gdy drugi gracz jest człowiekiem.
round-you = ty
# Pod liczbą remisów pośrodku nagłówka; sama liczba jest wyświetlana wyżej.
round-draws = { $count ->
    [one] remis
    [few] remisy
    [many] remisów
   *[other] remisu
}

# Panel obok planszy

# Pozwala dwóm komputerom grać dalej po pauzie. Krótko.
round-resume = Wznów
# Karta przeglądu; $step to pokazany ruch, $count liczba ruchów rundy.
round-review-step = Przegląd: ruch { $step } z { $count }
# Karta wyniku powtórki otwartej z linku; $mark to X lub O.
round-replay-won = Wygrywa { $mark }
round-replay-draw = Remis
round-replay-unfinished = Gra nieukończona
# Pod wynikiem powtórki; $count to liczba ruchów.
round-replay-moves = { $count ->
    [one] Powtórka: { $count } ruch
    [few] Powtórka: { $count } ruchy
    [many] Powtórka: { $count } ruchów
   *[other] Powtórka: { $count } ruchu
}
# Pod wynikiem online w pokoju rankingowym: $score to wynik meczu (zdanie), $rating zmiana rankingu (zdanie).
round-score-and-rating = { $score }. { $rating }
round-report = Zgłoś:
round-reported = Zgłoszono. Dziękujemy
# Online, zamiast kodu pokoju, gdy przeciwnika dobrała szybka gra.
round-rated-match = Rankingowa szybka gra
# Przed kodem pokoju online.
round-room = Pokój
round-copy-code = Kopiuj kod
round-copy-link = Kopiuj link
# Kopiuje link do strony, na której można oglądać ten pokój.
round-copy-watch-link = Kopiuj link do oglądania
# Nagłówek listy zagranych ruchów.
round-moves = Ruchy
round-moves-none = Na razie brak

# Wychodzenie z rundy

round-leave-room = Opuścić pokój?
round-leave-room-why = Twój znajomy zobaczy, że wychodzisz, a ta runda nie będzie liczona.
round-leave-round = Opuścić rundę?
round-leave-round-why = Nie jest skończona, więc nie będzie liczona.
round-leave = Wyjdź
round-keep-playing = Graj dalej
# Podpowiedź pod przyciskami; Enter i Esc to klawisze.
round-leave-keys = Enter – wyjdź, Esc – graj dalej.
# Odczytywane przez czytnik ekranu, gdy pojawia się pytanie; Enter i Escape to klawisze.
round-leave-room-said = Opuścić pokój? Enter, aby wyjść, Escape, aby grać dalej
round-leave-round-said = Opuścić rundę? Enter, aby wyjść, Escape, aby grać dalej



## Board

# Analiza nad polami i obramowania trenera

# Do czego prowadzi zagranie w to pole; $mark to X lub O.
board-wins = { $mark } wygrywa
board-draw = Remis
# Pod „X wygrywa”: wygrana przychodzi z następnym ruchem.
board-at-once = od razu
# Pod „X wygrywa”: ile ruchów trwa wygrana (nigdy jeden: to jest „od razu”).
board-in-moves = { $count ->
    [one] w { $count } ruchu
    [few] w { $count } ruchach
    [many] w { $count } ruchach
   *[other] w { $count } ruchu
}
# W Ultimate szansa wygranej pola dla gracza, który ma ruch; $percent od 0 do 100.
board-chance = { $percent }%
board-analysing = Analiza…
# W obramowaniu pola, które proponuje podpowiedź.
board-best = najlepszy
# W obramowaniu lepszego pola niż zagrane, w przeglądzie.
board-better = lepszy
# W obramowaniu przeglądanego ruchu; $mark to X lub O.
board-played = ruch { $mark }
# W obramowaniu przeglądanego ruchu, przed jego oceną.
board-judging = ocena…



## Narration

# Co gra mówi w trakcie rundy, w pasku stanu i czytnikom ekranu.
# $mark to zawsze X lub O; $name to imię gracza (lub „Komputer”).

# Nowa runda: jej numer, potem wynik (zdanie narrate-score).
narrate-round-started = Runda { $number }. { $score }
narrate-sentence = { $text }.
narrate-sentences = { $first } { $second }
# Wykonano ruch. $square to zwrot narrate-square-* („pole 5”, „pole 5 na planszy 7”) lub nazwa pola („c2”).
narrate-you-took = Zajmujesz { $square }
narrate-took = { $name } zajmuje { $square }
# Pole w zdaniu, na planszy 3 x 3 (numerowanej jak klawiatura numeryczna) i w Ultimate.
narrate-square-number = pole { $number }
narrate-square-ultimate = pole { $square } na planszy { $board }
# Czyj jest ruch; ($mark) to znak gracza.
narrate-your-turn = Twój ruch ({ $mark })
narrate-turn = Teraz gra { $name } ({ $mark })
narrate-thinking = { $name } myśli ({ $mark })

# Odrzucone ruchy

# Zajęte pole: na 3 x 3 ($number od 1 do 9), w Ultimate i na większych planszach ($square to nazwa, np. „b3”).
narrate-taken-number = Pole { $number } jest zajęte przez { $mark }: wybierz puste pole
narrate-taken-ultimate = Pole { $square } na planszy { $board } jest zajęte przez { $mark }: wybierz puste pole
narrate-taken-named = Pole { $square } jest zajęte przez { $mark }: wybierz puste pole
# Ultimate: mała plansza, która jest wygrana lub pełna.
narrate-closed-board = Plansza { $board } jest zamknięta: graj na otwartej planszy
# Ultimate: pole ostatniego ruchu wskazuje małą planszę, na której trzeba grać; jest obramowana.
narrate-wrong-board = Ostatni ruch wysyła cię na planszę { $board }: graj na obramowanej planszy
narrate-off-board = Na tej planszy nie ma takiego pola
narrate-round-over = Runda skończona: naciśnij Enter lub R, aby zagrać znowu, albo Esc, aby wrócić do menu
narrate-watching = Oglądasz: ruchy wykonują tylko gracze
narrate-wait-computer = Poczekaj: teraz gra komputer
narrate-wait = Poczekaj: teraz gra { $name }
# Drugi ruch zlecony w tej samej chwili co inny.
narrate-one-at-a-time = Tylko jeden ruch naraz
# „Wróć do gry” i „Graj stąd” to przyciski, (End) i (P) ich klawisze.
narrate-looking-back = Oglądasz wcześniejszy ruch: Wróć do gry (End) lub Graj stąd (P)

# Cofanie ruchów

# Dwa ruchy na liście, każdy to znak i nazwa pola („X 5 i O 3”).
narrate-moves-and = { $first } i { $second }
# $moves: cofnięte lub przywrócone ruchy (lista narrate-moves-and albo jeden ruch, np. „X 5”).
narrate-undid = Cofnięto { $moves }
narrate-redid = Przywrócono { $moves }
narrate-playing-from = Gra od ruchu { $number }: późniejsze ruchy można przywrócić
narrate-nothing-to-undo = Nie ma ruchu do cofnięcia
narrate-nothing-to-redo = Nie ma ruchu do przywrócenia
narrate-only-computer-moves = Nie masz ruchu do cofnięcia: pierwszy ruch wykonał komputer
narrate-no-take-backs-online = W grze online nie można cofać ruchów: zostają tak, jak je zagrano
# „Przegląd” to przycisk, którym przechodzi się przez ruchy.
narrate-no-take-backs-replay = Powtórka pokazuje grę tak, jak ją rozegrano: przejdź przez nią przyciskiem Przegląd
narrate-no-take-backs-engine = Ten silnik czyta tury CodinGame i nie może cofać ruchów
# $number: żądany ruch; $moves: ile ruchów ma gra.
narrate-no-such-move = Nie ma ruchu { $number }: { $moves ->
    [one] gra ma tylko { $moves } ruch
    [few] gra ma tylko { $moves } ruchy
    [many] gra ma tylko { $moves } ruchów
   *[other] gra ma tylko { $moves } ruchu
}
# Cofnięto ruch, który zakończył rundę; $score to zdanie narrate-score.
narrate-round-reopened = Runda jest znów otwarta, a jej wynik już się nie liczy. { $score }

# Wyniki

narrate-result-draw = Remis
narrate-result-you-win = Wygrywasz!
# Drugiemu graczowi skończył się czas.
narrate-result-you-win-on-time = Wygrywasz na czas!
narrate-result-computer-wins = Komputer wygrywa
narrate-result-wins = { $name } wygrywa!
# Misère: the result, then who completed a line (and so lost). $mark: X or O;
# $result: the sentence above (the second form when it ends in "!").
narrate-result-misere = { $result }. { $mark } ułożył trzy w rzędzie
narrate-result-misere-exclaimed = { $result } { $mark } ułożył trzy w rzędzie
narrate-result-wins-on-time = { $name } wygrywa na czas!
# Przeciw komputerowi: wynik, potem użyta pomoc (zdanie trenera).
# Po wyniku, który nie kończy się na „!”.
narrate-result-help = { $result }. { $help }
# Po wyniku, który kończy się na „!”.
narrate-result-exclaimed-help = { $result } { $help }
# Przeciw komputerowi: rundy wygrane, przegrane i zremisowane.
narrate-score-yours = Wynik: wygrane { $won }, przegrane { $lost }, remisy { $drawn }
# Między dwoma graczami: imię i liczba wygranych każdego, potem remisy.
narrate-score = Wynik: { $first } { $first_wins }, { $second } { $second_wins }, remisy { $draws }

# Wybory w menu, odczytywane przy zmianie

# $mode: tryb („Człowiek kontra człowiek”); $strength: poziom komputera („Niemożliwy”);
# $first: kto zaczyna (zwrot narrate-menu-* poniżej); $board: plansza
# („3 x 3, trzy w rzędzie”); $enter: co robi Enter (zdanie poniżej).
narrate-menu = Menu: { $mode }, { $first }, { $board }. { $enter }
narrate-menu-with-strength = Menu: { $mode }, { $strength }, { $first }, { $board }. { $enter }
narrate-menu-you-first = zaczynasz ty
narrate-menu-friend-first = zaczyna twój znajomy
narrate-menu-computer-first = zaczyna komputer
narrate-menu-named-first = zaczyna { $name }
narrate-menu-random-first = zaczyna losowy gracz
narrate-menu-take-turns = gracze zaczynają na zmianę
narrate-menu-offline = Gra online wymaga sieci, a to urządzenie jest offline; wszystko inne działa bez niej
narrate-menu-enter-finds = Enter szuka przeciwnika
narrate-menu-enter-starts = Enter rozpoczyna grę

## Online

# Pasek stanu i ekran główny podczas łączenia. $address to adres serwera gry.
online-connecting = Łączenie z { $address }…
online-reconnecting = Utracono połączenie: ponowne łączenie…
online-reconnected = Połączono ponownie
# Szybka gra: inne wyszukiwanie z tego samego adresu internetowego, a szybka gra nigdy nie łączy takich graczy.
online-household = Ktoś inny pod tym adresem też szuka gry: szybka gra nigdy nie łączy graczy z jednego adresu (aby zagrać przeciwko sobie, przestań szukać, utwórz pokój i podaj jego kod)
online-household-alone = Ktoś inny pod tym adresem też szuka gry: szybka gra nigdy nie łączy graczy z jednego adresu (aby zagrać przeciwko sobie, przestań szukać, utwórz pokój i podaj jego kod); możesz też zagrać z komputerem
# $board to krótka nazwa planszy („3 x 3”, „Ultimate”).
online-searching = Szukanie gracza do gry na planszy { $board }…
online-searching-alone = Nikt o zbliżonym rankingu nie szuka jeszcze gry na planszy { $board }: wyszukiwanie poszerza się z czasem; możesz też zagrać z komputerem
online-waiting-for-friend = Czekasz, aż znajomy dołączy z kodem { $code }
# $name to imię drugiego gracza.
online-wants-again = { $name } chce zagrać znowu
online-waiting-again = Czekasz, aż { $name } też zechce zagrać znowu
# $watchers: ile osób ogląda pokój (przy 0 nic się nie wyświetla).
online-playing = Gra online z graczem { $name }{ $watchers ->
        [0] {""}
        [one] , ogląda { $watchers } osoba
        [few] , oglądają { $watchers } osoby
        [many] , ogląda { $watchers } osób
       *[other] , ogląda { $watchers } osoby
    }
# $seconds: jak długo serwer trzyma miejsce gracza.
online-away = Utracono połączenie z graczem { $name }: miejsce czeka na powrót { $seconds } s
online-left = { $name } opuszcza pokój
online-joined = { $name } dołącza
online-lost-connection = Utracono połączenie z graczem { $name }, czekanie…
online-is-back = { $name } jest z powrotem

# Oglądanie pokoju: $others to liczba pozostałych oglądających (przy 0 nic się nie wyświetla).

online-watching-both = Oglądasz: { $first } i { $second }{ $others ->
        [0] {""}
        [one] , ogląda też { $others } inna osoba
        [few] , oglądają też { $others } inne osoby
        [many] , ogląda też { $others } innych osób
       *[other] , ogląda też { $others } innej osoby
    }
online-watching-empty = Oglądasz pokój { $code }: brak jeszcze drugiego gracza{ $others ->
        [0] {""}
        [one] , ogląda też { $others } inna osoba
        [few] , oglądają też { $others } inne osoby
        [many] , ogląda też { $others } innych osób
       *[other] , ogląda też { $others } innej osoby
    }
online-watching-away = Utracono połączenie z graczem { $name }: miejsce czeka na powrót { $seconds } s{ $others ->
        [0] {""}
        [one] , ogląda też { $others } inna osoba
        [few] , oglądają też { $others } inne osoby
        [many] , ogląda też { $others } innych osób
       *[other] , ogląda też { $others } innej osoby
    }
online-watching-left = { $name } opuszcza pokój{ $others ->
        [0] {""}
        [one] , ogląda też { $others } inna osoba
        [few] , oglądają też { $others } inne osoby
        [many] , ogląda też { $others } innych osób
       *[other] , ogląda też { $others } innej osoby
    }
online-watching-room = Oglądasz pokój { $code }

# Powitanie serwera. $code to siedmioliterowy kod pokoju.

online-back-in-room = Z powrotem w pokoju { $code }, na swoim miejscu
online-found-player = Znaleziono gracza: gra się zaczyna
online-room-open = Pokój { $code } jest otwarty: podaj znajomemu kod { $code }
online-joined-room = Dołączono do pokoju { $code }

# Kłopoty z połączeniem

# $reason: powód, jeden z komunikatów closed-* (albo słowa serwera).
online-room-closed = Pokój został zamknięty: { $reason }

# Dlaczego pokój został zamknięty, wewnątrz online-room-closed.
closed-stopped-looking = nie szukasz już gry
closed-left = nie ma cię już w pokoju
closed-stopped-watching = nie oglądasz już tego pokoju
closed-everyone-left = w pokoju nikogo już nie ma
closed-idle = w pokoju zbyt długo nic się nie działo
closed-shutting-down = serwer jest wyłączany
closed-called-off = gra została anulowana
# Dla oglądających: $name nie wykonał pierwszego ruchu w szybkiej grze.
closed-called-off-by = gra została anulowana: brak pierwszego ruchu gracza { $name }
# $seconds: czas, jaki gracz ma na pierwszy ruch w szybkiej grze.
closed-no-first-move = w ciągu { $seconds ->
    [one] { $seconds } sekundy
    [few] { $seconds } sekund
    [many] { $seconds } sekund
   *[other] { $seconds } sekundy
} nie było twojego pierwszego ruchu: gra została anulowana i nie liczy się do rankingu. Następną szybką grę możesz zacząć za minutę
# Szybka gra anulowana, bo $name nie wykonał ruchu; gra szuka innego gracza.
called-off-looking-again = Brak pierwszego ruchu gracza { $name }: gra została anulowana i nie liczy się do rankingu. Szukanie innego gracza…
# $error: techniczny opis błędu połączenia.
online-connection-lost = Utracono połączenie z serwerem ({ $error }): ponowne łączenie
# Podawane jako $error powyżej, gdy serwer kończy połączenie.
online-server-closed = serwer zamknął połączenie
online-reconnect-failed = Nie udało się ponownie połączyć z serwerem: pokój przepadł
online-needs-network = Gra online wymaga sieci, a to urządzenie jest offline; wszystko inne działa bez niej
# $address: adres serwera gry. W przeglądarce.
online-unreachable-page = Brak połączenia z serwerem gry pod adresem { $address }: serwer tej strony mógł zostać zatrzymany
# Na komputerze: .ci/web to ścieżka skryptu; Ustawienia to okno ustawień.
online-unreachable = Brak połączenia z serwerem gry pod adresem { $address }: czy jest uruchomiony? (.ci/web go uruchamia; jego adres jest w Ustawieniach)

# Polecenia

# $typed: co gracz wpisał jako kod. Przykładowy kod KXMTRAB zostaje.
online-not-a-code = „{ $typed }” to nie jest kod pokoju: kod ma siedem liter bez I, L i O (bo wyglądają jak 1 i 0), np. KXMTRAB
# Menu: przycisk, który opuszcza pokój.
online-already-in-room = Jesteś już w pokoju: najpierw go opuść (Menu)
# $name: gracz, któremu skończył się czas.
online-ran-out-of-time = Graczowi { $name } skończył się czas
online-seconds-left = { $seconds ->
        [one] Została { $seconds } sekunda na ruch
        [few] Zostały { $seconds } sekundy na ruch
        [many] Zostało { $seconds } sekund na ruch
       *[other] Zostało { $seconds } sekundy na ruch
    }
online-asked-again = Zaproszono gracza { $name } do kolejnej rundy

# Ranking i tabela wyników

# Po rundzie rankingowej. $delta: zmiana ze znakiem („+16”, „-8”).
online-rating-change = Twój ranking: { $before } → { $after } ({ $delta })
online-reported = Zgłoszono: moderatorzy przyjrzą się tej grze. Dziękujemy
online-report-nothing = Zgłosić można tylko przeciwnika z rankingowej gry online, raz na grę
online-unranked = { $needs ->
        [one] zagraj z { $needs } kolejnym przeciwnikiem, aby trafić do tabeli
        [few] zagraj z { $needs } kolejnymi przeciwnikami, aby trafić do tabeli
        [many] zagraj z { $needs } kolejnymi przeciwnikami, aby trafić do tabeli
       *[other] zagraj z { $needs } kolejnego przeciwnika, aby trafić do tabeli
    }
# Tabela wyników dla czytnika ekranu, gdy nikt nie jest w tabeli. $you: „ranked” (z $place i $rating),
# „unranked” (z $rating i $needs: przeciwnicy, z którymi trzeba jeszcze zagrać) albo „none” (brak gier rankingowych).
online-leaderboard-empty = Tabela wyników planszy { $board }: nikogo jeszcze w niej nie ma{ $you ->
        [ranked] ; jesteś na miejscu { $place } z rankingiem { $rating }
        [unranked] ; masz ranking { $rating }: { $needs ->
            [one] zagraj z { $needs } kolejnym przeciwnikiem, aby trafić do tabeli
            [few] zagraj z { $needs } kolejnymi przeciwnikami, aby trafić do tabeli
            [many] zagraj z { $needs } kolejnymi przeciwnikami, aby trafić do tabeli
           *[other] zagraj z { $needs } kolejnego przeciwnika, aby trafić do tabeli
        }
       *[none] ; nie masz na niej gier rankingowych
    }
# Jak wyżej, z $players graczami w tabeli; pierwszy jest $leader z rankingiem $leader_rating.
online-leaderboard = Tabela wyników planszy { $board }: { $players ->
        [one] { $players } gracz
        [few] { $players } gracze
        [many] { $players } graczy
       *[other] { $players } gracza
    }, pierwsze miejsce: { $leader } z rankingiem { $leader_rating }{ $you ->
        [ranked] ; jesteś na miejscu { $place } z rankingiem { $rating }
        [unranked] ; masz ranking { $rating }: { $needs ->
            [one] zagraj z { $needs } kolejnym przeciwnikiem, aby trafić do tabeli
            [few] zagraj z { $needs } kolejnymi przeciwnikami, aby trafić do tabeli
            [many] zagraj z { $needs } kolejnymi przeciwnikami, aby trafić do tabeli
           *[other] zagraj z { $needs } kolejnego przeciwnika, aby trafić do tabeli
        }
       *[none] ; nie masz na niej gier rankingowych
    }
online-leaderboard-unreadable = Nie udało się odczytać odpowiedzi serwera: czy to inna wersja?
online-leaderboard-timeout = Serwer nie odpowiedział na czas: spróbuj ponownie



## Coach

coach-online = Trener nie pomaga w grach online: ta gra toczy się między tobą a znajomym
coach-not-yet = Przegląd trenera jeszcze nie zna tej gry: podpowiedź i analiza już tak
coach-hint-round-over = Runda jest skończona: nie ma czego podpowiadać
coach-hint-past = Podpowiedzi dotyczą bieżącej gry: najpierw wróć do gry
coach-analysis-on-ultimate = Analiza włączona: każde pole dostępne w następnym ruchu pokazuje szansę wygranej w obliczeniach silnika
coach-analysis-on-qubic = Analiza włączona: punkt pokazuje, kto wygrywa, tam gdzie dowodzi tego seria gróźb; pozostałe zostają otwarte
coach-analysis-on = Analiza włączona: każde puste pole pokazuje, do czego prowadzi zagranie w nie
coach-analysis-off = Analiza wyłączona

# Podpowiedzi. $mover: X lub O, strona, która ma ruch.

# Co daje idealna gra. $winner: X lub O.
coach-outlook-win = { $winner } wygrywa w { $moves ->
        [one] { $moves } ruchu
        [few] { $moves } ruchach
        [many] { $moves } ruchach
       *[other] { $moves } ruchu
    }
coach-outlook-draw = remis
# $result: „draw”, „win” lub „loss”; $outlook: zdanie powyżej.
coach-hint-any = Podpowiedź dla { $mover }: każde pole { $result ->
        [draw] utrzymuje remis
        [win] wygrywa ({ $outlook })
       *[loss] najdłużej się broni ({ $outlook })
    }
# $square: nazwa pola („5”, „c2”).
coach-hint-one = Podpowiedź dla { $mover }: pole { $square } { $result ->
        [draw] utrzymuje remis
        [win] wygrywa ({ $outlook })
       *[loss] najdłużej się broni ({ $outlook })
    }
coach-hint-computer = Podpowiedź dla { $mover }: { $square } { $result ->
        [win] wygrywa w sposób wymuszony
        [block] blokuje linię, której brakuje jednego znaku
       *[choice] to wybór komputera (wymuszonej wygranej nie widać)
    }
# $squares: lista nazw pól („1, 3 lub 7”).
coach-hint-many = Podpowiedź dla { $mover }: każde z pól { $squares } { $result ->
        [draw] utrzymuje remis
        [win] wygrywa ({ $outlook })
       *[loss] najdłużej się broni ({ $outlook })
    }
# Ultimate: $board i $square to liczby od 1 do 9. $result: „win”, „draw”, „loss” (udowodnione)
# albo „chance” z $percent, szansą wygranej strony, która ma ruch, w obliczeniach silnika.
coach-hint-engine = Podpowiedź dla { $mover }: plansza { $board }, pole { $square } { $result ->
        [win] wygrywa
        [draw] utrzymuje remis
        [loss] najdłużej się broni
       *[chance] daje { $mover } szansę { $percent }% w obliczeniach silnika
    }
# Listy: „1, 3 lub 7” powstaje jako „1” + „, ” + („3” lub „7”); przegląd mówi „X 1 lub X 3 lub X 7”.
coach-list-or = { $first } lub { $last }
coach-list-comma = { $first }, { $rest }

# Oś ruchów i przegląd. $number: numer ruchu; $total: liczba ruchów; $played: ruch („X 5”, „O c2”).

coach-viewing-start = Oglądasz początek, przed ruchem 1 z { $total }
coach-viewing-move = Oglądasz ruch { $number } z { $total }: { $played }
# End i P to klawisze.
coach-viewing-start-read-only = Oglądasz początek, przed ruchem 1 z { $total }. Plansza jest tylko do podglądu: Wróć do gry (End) lub Graj stąd (P)
coach-viewing-move-read-only = Oglądasz ruch { $number } z { $total }: { $played }. Plansza jest tylko do podglądu: Wróć do gry (End) lub Graj stąd (P)
coach-back-to-game = Powrót do gry
coach-pick-a-move = Najpierw wybierz ruch z listy, potem graj od niego
coach-no-moves = Nie ma jeszcze ruchów: nie ma czego oglądać
coach-review-closed = Przegląd zamknięty
coach-review-judging = Ruch { $number } z { $total }: { $played }, ocena…
# $mark: jedna z ocen poniżej.
coach-review-mark = { $mark } ({ $number } z { $total })
# Ocena ruchu względem idealnej gry. $better: najlepsze ruchy („X 5 lub X 7”).
coach-mark-best-win = Ruch { $number }: { $played }, najlepszy: prowadzi do wygranej
coach-mark-best-draw = Ruch { $number }: { $played }, najlepszy: utrzymuje remis
coach-mark-best-loss = Ruch { $number }: { $played }, najlepszy: najdłużej się broni
coach-mark-kept-win = Ruch { $number }: { $played } nadal wygrywa, ale { $better } wygrywa szybciej
coach-mark-kept-loss = Ruch { $number }: { $played } przegrywa szybciej niż { $better }
# $what: „force” (pozwolił $opponent wymusić wygraną), „slip” lub „changed”; $held: co dawały lepsze ruchy:
# „won”, „draw” albo „lost” (wygrał $opponent).
coach-mark-mistake = Ruch { $number }: { $played } { $what ->
        [force] pozwolił { $opponent } wymusić wygraną
        [slip] zamienił wygraną w remis
       *[changed] zmienił wynik
    }; { $better } { $held ->
        [won] wygrywał
        [draw] utrzymywał remis
       *[lost] i tak przegrywał z { $opponent }
    }
# W Ultimate, względem szans silnika. $mover: X lub O; $played_percent, $best_percent: szanse w %;
# $points: ich różnica; $top: wybór silnika („X 5-3”).
coach-mark-chance-choice = Ruch { $number }: { $played }, wybór silnika: szansa { $mover } { $played_percent }%
coach-mark-chance-as-good = Ruch { $number }: { $played }, tak dobry jak wybór silnika { $top }: szansa { $mover } { $played_percent }% wobec { $best_percent }%
coach-mark-chance-kept = Ruch { $number }: { $played } oddał { $points ->
        [one] { $points } punkt
        [few] { $points } punkty
        [many] { $points } punktów
       *[other] { $points } punktu
    } szansy { $mover } (z { $best_percent }% na { $played_percent }%); { $better } był lepszy
coach-mark-chance-mistake = Ruch { $number }: { $played } stracił { $points ->
        [one] { $points } punkt
        [few] { $points } punkty
        [many] { $points } punktów
       *[other] { $points } punktu
    } szansy { $mover } (z { $best_percent }% na { $played_percent }%); { $better } utrzymywał { $best_percent }%

# Pomoc użyta w rundzie, podawana z wynikiem.

coach-used-hints = Użyta pomoc: { $hints ->
        [one] { $hints } podpowiedź
        [few] { $hints } podpowiedzi
        [many] { $hints } podpowiedzi
       *[other] { $hints } podpowiedzi
    }
coach-used-undos = Użyta pomoc: { $undos ->
        [one] { $undos } cofnięcie
        [few] { $undos } cofnięcia
        [many] { $undos } cofnięć
       *[other] { $undos } cofnięcia
    }
coach-used-both = Użyta pomoc: { $hints ->
        [one] { $hints } podpowiedź
        [few] { $hints } podpowiedzi
        [many] { $hints } podpowiedzi
       *[other] { $hints } podpowiedzi
    } i { $undos ->
        [one] { $undos } cofnięcie
        [few] { $undos } cofnięcia
        [many] { $undos } cofnięć
       *[other] { $undos } cofnięcia
    }



## Statistics and review

# Wiersz statystyk: kto grał ($strength: poziom komputera, „Niemożliwy”) i plansza ($board: „5 x 5”).
stats-record-you-vs = Ty kontra { $strength }, { $board }
# Komputer przeciw sobie.
stats-record-itself = { $strength } kontra { $strength }, { $board }
stats-record-two-players = Dwóch graczy, { $board }
stats-record-online = Online, { $board } (twoje wyniki)

# Powtórki

replay-link-after-round = Link do powtórki powstaje po zakończeniu rundy
replay-finish-round-first = Dokończ lub opuść tę rundę, aby otworzyć powtórkę
# Otwarto link do powtórki: ile ruchów, jak skończyła się gra.
replay-opened-win = Powtórka: { $moves ->
    [one] { $moves } ruch
    [few] { $moves } ruchy
    [many] { $moves } ruchów
   *[other] { $moves } ruchu
}, wygrywa { $mark }: przeglądaj ją strzałkami
replay-opened-draw = Powtórka: { $moves ->
    [one] { $moves } ruch
    [few] { $moves } ruchy
    [many] { $moves } ruchów
   *[other] { $moves } ruchu
}, remis: przeglądaj ją strzałkami
replay-opened-unfinished = Powtórka: { $moves ->
    [one] { $moves } ruch
    [few] { $moves } ruchy
    [many] { $moves } ruchów
   *[other] { $moves } ruchu
}, gra nieukończona: przeglądaj ją strzałkami
# Dlaczego nie da się otworzyć linku do powtórki (liter po „?replay=”).
replay-error-empty = Nie można otworzyć tego linku do powtórki: powtórka jest pusta
replay-error-too-long = Nie można otworzyć tego linku do powtórki: powtórka ma { $letters ->
    [one] { $letters } literę
    [few] { $letters } litery
    [many] { $letters } liter
   *[other] { $letters } litery
}, więcej niż jakakolwiek gra
# $letter: pierwsza litera linku, która powinna wskazywać planszę.
replay-error-unknown-board = Nie można otworzyć tego linku do powtórki: powtórka zaczyna się od „{ $letter }”, co nie oznacza żadnej planszy (3, 4, 5 lub u)
replay-error-not-a-letter = Nie można otworzyć tego linku do powtórki: powtórka zawiera „{ $letter }”, a tym znakiem nie zapisuje się żadnego ruchu
replay-error-cut-short = Nie można otworzyć tego linku do powtórki: powtórka urywa się w połowie ruchu
replay-error-off-the-board = Nie można otworzyć tego linku do powtórki: ruch { $number } powtórki jest poza planszą
# Ruch powtórki niezgodny z zasadami: $number to numer ruchu, $square nazwa pola („5”, „c2”, „7-5”).
replay-error-taken = Nie można otworzyć tego linku do powtórki: ruchu { $number } powtórki (pole { $square }) nie da się zagrać: to pole jest zajęte przez { $mark }
replay-error-square-off-board = Nie można otworzyć tego linku do powtórki: ruchu { $number } powtórki (pole { $square }) nie da się zagrać: wiersz { $row }, kolumna { $column } jest poza planszą
replay-error-game-over = Nie można otworzyć tego linku do powtórki: ruchu { $number } powtórki (pole { $square }) nie da się zagrać: gra jest już skończona
replay-error-closed-board = Nie można otworzyć tego linku do powtórki: ruchu { $number } powtórki (pole { $square }) nie da się zagrać: plansza { $board } jest zamknięta: graj na otwartej planszy
replay-error-wrong-board = Nie można otworzyć tego linku do powtórki: ruchu { $number } powtórki (pole { $square }) nie da się zagrać: ostatni ruch wysyła cię na planszę { $board }
replay-error-moves-after-the-end = Nie można otworzyć tego linku do powtórki: ruch { $number } powtórki następuje po końcu gry
replay-error-unfinished = Nie można otworzyć tego linku do powtórki: gra z tej powtórki nigdy się nie zakończyła


## Server refusals: what the game server would not do, worded by the game
## from the refusal's code and arguments (src/game/online/refusal.rs).

# Czas oczekiwania, wewnątrz refusal-too-many-joins i refusal-too-soon (po „za”).
refusal-wait-seconds = { $count ->
    [one] sekundę
    [few] { $count } sekundy
    [many] { $count } sekund
   *[other] { $count } sekundy
}
refusal-wait-minutes = { $count ->
    [one] minutę
    [few] { $count } minuty
    [many] { $count } minut
   *[other] { $count } minuty
}
refusal-wait-hours = { $count ->
    [one] godzinę
    [few] { $count } godziny
    [many] { $count } godzin
   *[other] { $count } godziny
}
refusal-wait-days = { $count ->
    [one] dzień
    [few] { $count } dni
    [many] { $count } dni
   *[other] { $count } dnia
}
# $server, $client: numery wersji protokołu.
refusal-version-update-game = Ten serwer używa wersji { $server } protokołu gry, a gra wersji { $client }: odśwież stronę lub zaktualizuj grę
refusal-version-update-server = Ten serwer używa wersji { $server } protokołu gry, a gra wersji { $client }: serwer jest starszy niż gra, poproś jego administratora o aktualizację
refusal-too-large = Wiadomość ma { $bytes ->
    [one] { $bytes } bajt
    [few] { $bytes } bajty
    [many] { $bytes } bajtów
   *[other] { $bytes } bajta
}, a limit to { $limit }
refusal-too-fast = Ponad { $per_second ->
    [one] { $per_second } wiadomość
    [few] { $per_second } wiadomości
    [many] { $per_second } wiadomości
   *[other] { $per_second } wiadomości
} na sekundę: ta wiadomość została pominięta
refusal-too-fast-leaderboards = Tabele wyników są wysyłane na jeden adres najwyżej { $per_second ->
    [one] { $per_second } raz
    [few] { $per_second } razy
    [many] { $per_second } razy
   *[other] { $per_second } razy
} na sekundę: spróbuj ponownie za sekundę
# $why: opis błędu z czytnika wiadomości, po angielsku.
refusal-malformed = To nie jest wiadomość tej gry: { $why }
refusal-binary = Wiadomość binarna ({ $bytes ->
    [one] { $bytes } bajt
    [few] { $bytes } bajty
    [many] { $bytes } bajtów
   *[other] { $bytes } bajta
}): ta gra porozumiewa się tekstem
# $sentence: jeden z trzech komunikatów powyżej.
refusal-disconnected = { $sentence }; zbyt wiele błędnych wiadomości, więc połączenie zostało zamknięte
# $code: kod pokoju w wpisanej postaci, np. KXMTRAB.
refusal-no-such-room = Nie ma pokoju { $code }: sprawdź kod
refusal-room-closed = Pokój został zamknięty
refusal-room-full = Pokój { $code } ma już dwóch graczy
# $wait: refusal-wait-seconds lub refusal-wait-minutes.
refusal-too-many-joins = Zbyt wiele błędnych kodów z twojego adresu: sprawdź kod i spróbuj ponownie za { $wait }
refusal-bad-token = Ten token nie pasuje do żadnego miejsca w pokoju { $code }
refusal-seat-given-up = To miejsce zostało zwolnione: dołącz do nowego pokoju
refusal-seat-left = Gracza { $name } nie ma już w pokoju
refusal-not-connected = Brak połączenia
refusal-searching-nobody-yet = Szukasz szybkiej gry: na razie nie ma z kim zagrać
refusal-no-room = Najpierw utwórz pokój lub dołącz do pokoju
refusal-idle = Przez { $seconds } s nie utworzono pokoju ani nie dołączono do żadnego: połączenie zostaje zamknięte
refusal-already-in-room = Jesteś już w pokoju { $code }: najpierw go opuść
refusal-already-searching = Szukasz szybkiej gry: najpierw przestań szukać
refusal-already-watching = Oglądasz pokój: najpierw przestań oglądać
refusal-not-started = Twój znajomy jeszcze nie dołączył
refusal-not-your-turn = Teraz gra { $name }
# $mark: X lub O.
refusal-move-taken = To pole jest zajęte przez { $mark }
refusal-move-off-board = Wiersz { $row }, kolumna { $column } jest poza planszą
refusal-move-game-over = Gra jest już skończona
# $board: mała plansza Ultimate, od 1 do 9 jak na klawiaturze numerycznej.
refusal-move-closed-board = Plansza { $board } jest zamknięta: graj na otwartej planszy
refusal-move-wrong-board = Ostatni ruch wysyła cię na planszę { $board }
refusal-out-of-time = Skończył ci się czas: ta runda jest przegrana. Zaproponuj kolejną rundę
refusal-round-over = Ta runda jest skończona: zaproponuj kolejną
refusal-late = Czas na ten ruch minął: runda jest przegrana na czas
refusal-round-not-over = Najpierw dokończ tę rundę
refusal-full = Serwer jest pełny: spróbuj ponownie za kilka minut
refusal-full-returning-only = Serwer jest pełny: teraz wpuszczani są tylko gracze wracający na swoje miejsca. Spróbuj ponownie za kilka minut
refusal-full-rooms = Serwer ma już tyle pokoi, ile może pomieścić: spróbuj ponownie za kilka minut
refusal-address-rooms = Z twojego adresu { $count ->
    [one] jest tu już otwarty { $count } pokój
    [few] są tu już otwarte { $count } pokoje
    [many] jest tu już otwartych { $count } pokoi
   *[other] jest tu już otwartego { $count } pokoju
}: najpierw dokończ lub opuść jeden z nich
refusal-address-searches = Z twojego adresu { $count ->
    [one] trwa tu już { $count } wyszukiwanie gry
    [few] trwają tu już { $count } wyszukiwania gry
    [many] trwa tu już { $count } wyszukiwań gry
   *[other] trwa tu już { $count } wyszukiwania gry
}: najpierw przerwij jedno z nich
refusal-address-watching = Z twojego adresu { $count ->
    [one] jest tu już oglądany { $count } pokój
    [few] są tu już oglądane { $count } pokoje
    [many] jest tu już oglądanych { $count } pokoi
   *[other] jest tu już oglądanego { $count } pokoju
}: najpierw przestań oglądać jeden z nich
refusal-lost-touch = Nowe gry nie mogą teraz wystartować: ten serwer stracił kontakt z pozostałymi. Trwające gry toczą się dalej; spróbuj ponownie za minutę
refusal-no-answer = Serwer tego pokoju nie odpowiada: spróbuj ponownie za chwilę
refusal-name-computer = „{ $name }” to imię komputera, a online grasz z ludźmi: wybierz inne imię w Ustawieniach
refusal-name-rated = Inny gracz ma już ranking pod imieniem „{ $name }”: wybierz inne imię w Ustawieniach
# $waiting: imię gracza, który już czeka w pokoju.
refusal-name-look-alike = „{ $name }” wyglądałoby tak samo jak „{ $waiting }”, imię gracza czekającego w pokoju (litery się różnią: inny alfabet lub podobnie wyglądające znaki): wybierz inne imię w Ustawieniach
# $key: klucz urządzenia, litery i cyfry; $min, $max: jego dozwolona długość.
refusal-bad-player = „{ $key }” to nie jest klucz urządzenia: gra wysyła od { $min } do { $max } liter, cyfr, znaków „_” lub „-” (odśwież stronę lub zaktualizuj grę)
# $games: ile gier rankingowych zostało niedokończonych; $wait: refusal-wait-*.
refusal-too-soon = Z tego urządzenia lub adresu w ciągu ostatniej doby { $games ->
    [one] jedna gra rankingowa nie została dokończona albo się nie zaczęła
    [few] { $games } gry rankingowe nie zostały dokończone albo się nie zaczęły
    [many] { $games } gier rankingowych nie zostało dokończonych albo się nie zaczęło
   *[other] { $games } gry rankingowej nie zostało dokończone albo się nie zaczęło
}: następną szybką grę możesz zacząć za { $wait }
refusal-too-many-reports = Z twojego adresu w tej godzinie wysłano już zgłoszeń: { $count }. Spróbuj później
refusal-nothing-to-report = Zgłosić można tylko przeciwnika z właśnie zakończonej gry rankingowej, raz na grę
refusal-banned = Moderator zamknął gry rankingowe dla tego urządzenia lub adresu ({ $why }); otworzą się znowu za { $wait }. Pokoje ze znajomymi są otwarte jak zawsze.
ban-reason-farming = ranking zdobyty na innych urządzeniach lub adresach tego samego gracza
ban-reason-camping = szybkie gry przyjęte i nigdy nierozegrane
ban-reason-abuse = nękanie innych graczy
ban-reason-cheating = pomoc programu lub innej osoby w grach rankingowych
# $seconds: wybrany zegar; $a, $b, $c: dostępne zegary.
refusal-bad-clock = Zegar { $seconds } s na ruch nie jest dostępny: wybierz { $a }, { $b } lub { $c } s albo grę bez zegara
refusal-watcher = Oglądasz pokój { $code }: ruchy wykonują tylko jego dwaj gracze
refusal-too-many-watchers = Pokój { $code } ma już tylu widzów, ilu może pomieścić: spróbuj ponownie później
refusal-replaced = Ta gra została otwarta w innym miejscu



## Page: the browser page's own words, before the game starts (web/theme.js
## and web/main.js read these at build time; single lines only).

page-description = Kółko i krzyżyk na planszach 3 x 3, 4 x 4 i 5 x 5: ze znajomym, online lub z komputerem, który nigdy nie przegrywa, z trenerem pokazującym wynik każdego pola. Po wczytaniu działa offline.
# Opis zainstalowanej aplikacji (manifest aplikacji internetowej).
page-app-description = Kółko i krzyżyk na planszach 3 x 3, 4 x 4 i 5 x 5: ze znajomym, online lub z komputerem, z trenerem.
# Obszar gry, tak jak nazywa go czytnik ekranu.
page-canvas = Kółko i krzyżyk. Ruchy i wyniki są ogłaszane poniżej.
page-how-to-play = Kliknij lub dotknij pola, aby w nie zagrać. Gdy gra się uruchomi, znajdziesz tu opis wszystkich klawiszy, na które reaguje.
page-loading = Wczytywanie gry…
page-loading-percent = Wczytywanie gry… { $percent }%
page-starting = Uruchamianie…
page-no-webgl-heading = Nie można uruchomić gry
page-no-webgl = Ta gra rysuje za pomocą WebGL2, którego ta przeglądarka nie obsługuje (albo ma wyłączone). Zadziała w aktualnej wersji przeglądarki Firefox, Chrome, Edge lub Safari.
page-stopped-heading = Gra się zatrzymała
# $reason: co poszło nie tak, słowami przeglądarki (często po angielsku).
page-stopped = Gra się zatrzymała: { $reason }. Odśwież stronę, aby zagrać ponownie.
page-not-started = Nie udało się uruchomić gry: { $reason }. Zadziała w aktualnej wersji przeglądarki Firefox, Chrome, Edge lub Safari z WebGL2.
page-not-loaded = Nie udało się wczytać plików gry ({ $reason }). Sprawdź połączenie i odśwież stronę.
page-internal-error = błąd wewnętrzny (w konsoli przeglądarki może być więcej informacji)
page-unknown-error = nieznany błąd
page-update = Nowa wersja gry jest gotowa.
page-reload = Odśwież

## Wydanie terminalowe (tictactoe-terminal)

terminal-menu-keys = 1-5 zmieniają wybór, Enter zaczyna, s pokazuje statystyki, ? pokazuje wszystkie klawisze, q kończy
terminal-too-small = Powiększ terminal do co najmniej { $columns } kolumn i { $rows } wierszy dla tej planszy
terminal-footer = ? pokazuje wszystkie klawisze, q opuszcza rundę
terminal-plain-move = { $turn }: wpisz pole ({ $example }) lub ? po pomoc
terminal-plain-over = Enter gra jeszcze raz, q wraca do menu
terminal-plain-leave = y opuszcza rundę, n gra dalej
terminal-plain-unknown = „{ $line }” nic tu nie znaczy: ? pokazuje wszystkie klawisze
terminal-plain-not-a-square = „{ $line }” to nie jest tu pole: wpisz na przykład { $example } lub ? po pomoc
terminal-online-keys = Enter gra z kimkolwiek (szybki mecz), c tworzy pokój, j dołącza do pokoju znajomego po kodzie, w go ogląda, r pokazuje tabelę wyników
terminal-type-name = Wpisz imię dla: { $seat }, potem Enter (Esc zostawia poprzednie)
terminal-type-code = Wpisz kod pokoju, potem Enter (Esc wraca)
terminal-chance = { $mark }: { $percent }% szans
terminal-sent-to = Graj na planszy { $board } (jej pola 1-9)
terminal-any-board = Graj na dowolnej otwartej planszy: pierwsze 1-9 ją wybiera, drugie jej pole
terminal-help-keys = ↑ ↓ czytaj dalej, każdy inny klawisz zamyka
engine-playing-ours = Grasz z { $name }, silnikiem mówiącym naszym protokołem
engine-playing-codingame = Grasz z { $name }, silnikiem czytającym tury CodinGame
engine-lost-no-start = { $name } nie uruchomił się ({ $why }) i przegrywa rundę
engine-lost-slow = { $name } nie wykonał ruchu w { $seconds } s i przegrywa rundę
engine-lost-broken = { $name } zatrzymał się lub odpowiedział błędnie ({ $why }) i przegrywa rundę
engine-lost-illegal = { $name } zagrał { $square }, czego zasady nie pozwalają, i przegrywa rundę
terminal-help-rules = Gracze na zmianę stawiają X i O. Na planszy 3 x 3 wygrywają trzy w rzędzie, na 4 x 4 i 5 x 5 cztery w rzędzie. Zagraj pole jego cyfrą albo kursorem i Enterem; kliknięcie gra tam, gdzie terminal zgłasza mysz.
terminal-report-confirm = Zgłosić { $name } z tego powodu? Enter wysyła zgłoszenie, Esc nie
