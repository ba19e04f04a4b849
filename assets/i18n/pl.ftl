# Kółko i krzyżyk po polsku. Te same identyfikatory co w en.ftl, w tej samej kolejności.
#
# Terminy: board = plansza, square = pole, move = ruch, round = runda,
# draw = remis, replay = powtórka, review = przegląd, room = pokój.
# X i O, nazwy pól („b2”) i „Ultimate” pozostają bez zmian.

game-title = Kółko i krzyżyk

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
board-classic = 3 x 3, trzy w rzędzie
board-four = 4 x 4, cztery w rzędzie
board-five = 5 x 5, cztery w rzędzie
board-ultimate = Ultimate: dziewięć plansz w jednej. Pole, które zajmiesz, wysyła przeciwnika na tę planszę; wygraj trzy plansze w rzędzie
think-quick = Szybko
think-one-second = 1 sekunda
think-five-seconds = 5 sekund
clock-none = Bez zegara
clock-seconds = { $seconds } s
theme-light = Jasny
theme-dark = Ciemny
theme-high-contrast = Wysoki kontrast



## Title screen



## Keys and help



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
narrate-result-wins-on-time = { $name } wygrywa na czas!
# Przeciw komputerowi: wynik, potem użyta pomoc (zdanie trenera).
# Po wyniku, który nie kończy się na „!”.
narrate-result-help = { $result }. { $help }
# Po wyniku, który kończy się na „!”.
narrate-result-exclaimed-help = { $result } { $help }
# Przeciw komputerowi: rundy wygrane, przegrane i zremisowane.
narrate-score-yours = Wynik: wygrane { $won }, przegrane { $lost }, remisy { $drawn }
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



## Coach



## Statistics and review

# Wiersz statystyk: kto grał ($strength: poziom komputera, „Niemożliwy”) i plansza ($board: „5 x 5”).
stats-record-you-vs = Ty kontra { $strength }, { $board }
# Komputer przeciw sobie.
stats-record-itself = { $strength } kontra { $strength }, { $board }
stats-record-two-players = Dwóch graczy, { $board }

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
