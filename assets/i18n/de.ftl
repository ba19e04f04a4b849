# Tic-Tac-Toe auf Deutsch. Dieselben Ids wie en.ftl, in derselben Reihenfolge.
#
# Begriffe: board = Brett, square = Feld, move = Zug, round = Runde,
# draw = Remis, replay = Wiederholung, review = Rückblick, room = Raum.
# X und O, Feldnamen („b2“) und „Ultimate“ bleiben unverändert.

game-title = Tic-Tac-Toe

## Names: the players' names until they type their own, and the computer's.

name-computer = Computer
name-computer-numbered = Computer { $number }
name-player = Spieler { $number }

## Settings sheet

settings-title = Einstellungen
settings-language = Sprache
settings-language-system = System ({ $language })
settings-language-note = Folgt der Systemsprache, bis du eine auswählst.
settings-board = Brett
settings-think = Bedenkzeit für „Unmöglich“ bei Ultimate
settings-think-note = Länger ist stärker.
settings-first = Wer beginnt (spielt X)
settings-clock = Uhr in deinem Raum
settings-clock-note = Jeder Zug muss in dieser Zeit gemacht werden, sonst ist die Runde verloren. Ein Schnellspiel hat immer 30 s.
settings-look = Aussehen
settings-look-note = Folgt der Systemeinstellung, bis du eine auswählst.
settings-sound = Sound
settings-sound-effects = Soundeffekte
settings-volume = Lautstärke
settings-volume-value = { $percent } %
settings-labels = Feldbeschriftung
settings-labels-classic = Feldnummern immer anzeigen
settings-labels-four = Feldnamen immer anzeigen (a1 bis d4)
settings-labels-five = Feldnamen immer anzeigen (a1 bis e5)
settings-labels-ultimate = Feldnummern immer anzeigen (Brett und Feld)
settings-labels-misere = Feldnummern immer anzeigen
settings-labels-qubic = Namen der Punkte immer anzeigen (Ebene, dann a1 bis d4)
settings-labels-note = Diese erscheinen auch, wenn du mit den Zahlen- oder Pfeiltasten spielst.
settings-server = Spielserver
settings-names = Namen
settings-player-one = Spieler 1
settings-player-two = Spieler 2
settings-your-name = Dein Name
settings-name-limit = Namen haben höchstens { $count } Zeichen
settings-first-random = Zufällig
settings-first-take-turns = Abwechselnd
settings-first-me = Ich
settings-first-my-friend = Mein Freund
settings-first-computer = Computer

## Choices

mode-human-vs-human = Mensch gegen Mensch
mode-human-vs-computer = Mensch gegen Computer
mode-computer-vs-computer = Computer gegen Computer
mode-online = Online
difficulty-easy = Leicht
difficulty-medium = Mittel
difficulty-impossible = Unmöglich
board-short-classic = 3 x 3
board-short-four = 4 x 4
board-short-five = 5 x 5
board-short-ultimate = Ultimate
board-short-misere = Misère
board-short-qubic = Qubic
board-short-notakto = Notakto
board-classic = 3 x 3, drei in einer Reihe
board-four = 4 x 4, vier in einer Reihe
board-five = 5 x 5, vier in einer Reihe
board-ultimate = Ultimate: neun Bretter in einem. Dein Feld schickt deinen Gegner auf dieses Brett; gewinne drei Bretter in einer Reihe
board-misere = Misère: 3 x 3, und wer drei in einer Reihe legt, verliert
board-qubic = Qubic: 4 x 4 x 4, vier in einer Reihe auf einer der 76 Linien des Würfels
board-notakto = Notakto: 3 x 3, beide setzen X, und wer drei in einer Reihe legt, verliert
think-quick = Schnell
think-one-second = 1 Sekunde
think-five-seconds = 5 Sekunden
clock-none = Keine Uhr
clock-seconds = { $seconds } s
theme-light = Hell
theme-dark = Dunkel
theme-high-contrast = Hoher Kontrast



## Title screen

title-settings = Einstellungen
title-statistics = Statistik
# Unter jeder Spielart, auf ihrer Karte.
title-blurb-human-vs-human = Zwei Spieler, ein Gerät
title-blurb-human-vs-computer = Du gegen den Computer
title-blurb-computer-vs-computer = Zwei Computern zuschauen
title-blurb-online = Gegen jeden oder per Code gegen Freunde
title-strength = Stärke des Computers
# Unter Start, solange ein Match läuft; $count sind die gespielten Runden.
title-session-rounds = { $count ->
    [one] { $count } Runde in dieser Sitzung gespielt: der Spielstand läuft mit denselben Spielern weiter
   *[other] { $count } Runden in dieser Sitzung gespielt: der Spielstand läuft mit denselben Spielern weiter
}

# Die Zusammenfassung unter Start: „Brett 3 x 3 · du beginnst“.
title-summary = { $board } · { $first }
# Online, die Wahl für einen Raum, den der Spieler erstellt; $seconds ist die Zeit pro Zug.
title-summary-room = { $board } · dein Raum: { $first }, { $seconds } s
title-summary-room-no-clock = { $board } · dein Raum: { $first }, keine Uhr
# $board ist die Größe des Bretts („3 x 3“).
title-summary-board = Brett { $board }
title-first-random = zufälliger Startspieler
title-first-take-turns = die Spieler beginnen abwechselnd
# Online: wer den Raum erstellt.
title-first-maker = wer den Raum erstellt, beginnt
title-first-friend = der Freund, der beitritt, beginnt
title-first-you = du beginnst
title-first-computer = der Computer beginnt
title-first-named = { $name } beginnt
# Öffnet die Einstellungen.
title-change = Ändern…

# Online. $code ist der Code eines Raums („KXMTRAB“).
title-back-to-room = Zurück ins Spiel (Raum { $code })
title-stop-looking = Suche beenden
title-play-the-computer = Gegen den Computer spielen
title-quick-match = Schnellspiel
# Der Knopf zählt herunter, bis wieder ein Schnellspiel möglich ist; $time ist „1:05“.
title-quick-match-in = Schnellspiel in { $time }
title-quick-match-note = Gewertet gegen jemanden, der gerade auch ein Spiel auf deinem Brett sucht.
title-play-a-friend = Oder spiel gegen einen Freund
title-create-room = Raum erstellen
title-create-room-note = Deine Wahl von Brett, Startspieler und Uhr gilt; dein Freund tritt mit dem Code oder dem Link des Raums bei.
title-join-note = Oder tritt mit dem Code dem Raum eines Freundes bei oder schau zu:
# Im leeren Codefeld; der Code bleibt, wie er ist.
title-code-hint = z. B. KXMTRAB
title-room-code = Raumcode
title-join = Beitreten
title-watch = Zuschauen

# Die Statistik.
title-stats-title = Statistik
title-stats-none = Noch keine beendeten Runden.
title-stats-won = Gewonnen
title-stats-lost = Verloren
title-stats-drawn = Remis
title-stats-best-streak = Beste Serie
title-stats-whose = Gewonnen und Verloren zählen für den ersten Spieler: gegen den Computer für dich.
title-stats-reset-question = Die gesamte Statistik zurücksetzen? Das lässt sich nicht rückgängig machen.
title-stats-reset-yes = Ja, zurücksetzen
title-stats-reset-no = Nein, behalten
title-stats-reset = Statistik zurücksetzen…

# Die Rangliste: der Knopf auf dem Startbildschirm und der Titel des Blatts.
title-leaderboard = Rangliste
title-leaderboard-asking = Frage den Spielserver…
title-leaderboard-try-again = Noch mal versuchen
# Der Platz dieses Geräts: $place, seine Wertung $rating („1523“ oder „1500?“), $games seine gewerteten Spiele.
title-leaderboard-you = { $games ->
    [one] Du: Platz { $place } mit { $rating } nach { $games } gewerteten Spiel
   *[other] Du: Platz { $place } mit { $rating } nach { $games } gewerteten Spielen
}
# Noch nicht platziert: $needs ist, wie viele verschiedene Gegner noch fehlen.
title-leaderboard-you-unranked = { $games ->
    [one] Du: { $rating } nach { $games } gewerteten Spiel
   *[other] Du: { $rating } nach { $games } gewerteten Spielen
}; { $needs ->
    [one] spiel gegen { $needs } weiteren Gegner, um in die Rangliste zu kommen
   *[other] spiel gegen { $needs } weitere Gegner, um in die Rangliste zu kommen
}
title-leaderboard-you-none = Du hast auf diesem Brett noch keine gewerteten Spiele: ein Schnellspiel wird gewertet.
# $count: gegen wie viele verschiedene Gegner man gespielt haben muss.
title-leaderboard-nobody = { $count ->
    [one] Auf diesem Brett ist noch niemand platziert. Platziert wird, wer gewertete Spiele gegen { $count } Gegner gespielt hat.
   *[other] Auf diesem Brett ist noch niemand platziert. Platziert wird, wer gewertete Spiele gegen { $count } verschiedene Gegner gespielt hat.
}
# Dasselbe, wenn die eigene Wertung ein Fragezeichen trägt.
title-leaderboard-nobody-provisional = { $count ->
    [one] Auf diesem Brett ist noch niemand platziert. Platziert wird, wer gewertete Spiele gegen { $count } Gegner gespielt hat. Ein Fragezeichen bei deiner Wertung heißt: zu wenige Spiele, um sicher zu sein.
   *[other] Auf diesem Brett ist noch niemand platziert. Platziert wird, wer gewertete Spiele gegen { $count } verschiedene Gegner gespielt hat. Ein Fragezeichen bei deiner Wertung heißt: zu wenige Spiele, um sicher zu sein.
}
# Die Spaltenköpfe: Platz, Name, Wertung, gewertete Spiele.
title-leaderboard-place = #
title-leaderboard-player = Spieler
title-leaderboard-rating = Wertung
title-leaderboard-games = Spiele
title-leaderboard-about = { $count ->
    [one] Wertungen nach Glicko-2, je Brett; ein Fragezeichen heißt: zu wenige Spiele, um sicher zu sein. Platziert wird, wer gewertete Spiele gegen { $count } Gegner gespielt hat.
   *[other] Wertungen nach Glicko-2, je Brett; ein Fragezeichen heißt: zu wenige Spiele, um sicher zu sein. Platziert wird, wer gewertete Spiele gegen { $count } verschiedene Gegner gespielt hat.
} Es zählen nur Gegner, die selbst platziert sind und kein Fragezeichen haben (solange ein Brett keine 11 solchen Spieler hat: jeder, der gegen 10 andere gespielt hat und kein Fragezeichen zeigt); ein Sieg gegen andere bringt höchstens { $most } Punkte, solche Siege insgesamt höchstens { $all }.



## Keys and help

keys-arrow-keys = Pfeiltasten

# Die Überschriften, unter denen die Hilfe und die README die Tasten ordnen.
keys-when-menu = Auf dem Startbildschirm
keys-when-round = Während einer Runde
keys-when-looking-back = Beim Ansehen eines früheren Zugs
keys-when-over = Nach einer Runde
keys-when-reviewing = Im Rückblick
keys-when-board = Während und nach einer Runde
keys-when-anywhere = Überall

# Zwei Tasten mit derselben Wirkung: „U oder Ctrl+Z“. Tastennamen wie auf den Tasten.
keys-either = { $first } oder { $second }
# Die Tastenbelegung für Screenreader: ein Eintrag ist „U oder Ctrl+Z: Rückgängig (…)“.
keys-plain-item = { $keys }: { $what }
# Zwischen zwei Einträgen einer Überschrift.
keys-plain-separator = {"; "}
# Eine Überschrift mit ihren Einträgen, ein eigener Satz.
keys-plain-section = { $heading }: { $items }.

# Die Beschriftungen der Knöpfe (eine Taste tut dasselbe).
keys-button-start = Start
keys-button-quit = Beenden
keys-button-undo = Rückgängig
keys-button-redo = Wiederholen
keys-button-hint = Tipp
keys-button-analysis = Analyse
keys-button-back-to-game = Zurück zum Spiel
keys-button-play-from-here = Ab hier spielen
keys-button-leave-round = Menü
keys-button-close-review = Schließen
keys-button-play-again = Neue Runde
keys-button-review = Rückblick
keys-button-copy-replay-link = Runde teilen
keys-button-report-threw = Absichtlich verloren
keys-button-report-unfair = Unfaires Spiel
keys-button-review-previous = Zurück
keys-button-review-next = Weiter
keys-button-back-to-menu = Menü
keys-button-toggle-labels = Feldnamen
keys-button-toggle-sound = Sound
keys-button-help = Hilfe

# Was jede Taste tut, in der Hilfe (die README zeigt das Englische).
keys-what-start = Starten (online: einen Raum öffnen)
keys-what-quit = Beenden (in der Desktop-Version); während der Suche nach einem Gegner: die Suche beenden
keys-what-play-square = Ein Feld auf 3 x 3 spielen (bei Ultimate erst ein Brett, dann sein Feld): 7 8 9 sind die obere Reihe, wie auf dem Ziffernblock
keys-what-move-cursor = Den Cursor über das Brett bewegen
keys-what-place-at-cursor = Das Feld unter dem Cursor spielen
keys-what-undo = Rückgängig (gegen den Computer: seine Antwort und deinen Zug)
keys-what-redo = Einen zurückgenommenen Zug wiederherstellen
keys-what-hint = Tipp: die besten Felder und wohin sie führen
keys-what-analysis = Analyse: wohin jedes leere Feld führt
keys-what-back-to-game = Sofort zurück zum laufenden Spiel
keys-what-play-from-here = Ab dem gezeigten Zug weiterspielen (die späteren Züge lassen sich wiederherstellen)
keys-what-earlier = Das Brett einen Zug früher ansehen
keys-what-later = Das Brett einen Zug später ansehen
keys-what-first-position = Das leere Brett ansehen
keys-what-leave-round = Die Runde verlassen und zum Startbildschirm gehen (fragt vorher)
keys-what-close-review = Den Rückblick schließen
keys-what-play-again = Neue Runde; der Spielstand läuft weiter
keys-what-review = Die Runde Zug für Zug im Rückblick ansehen
keys-what-copy-replay-link = Einen Link kopieren, der die Wiederholung dieses Spiels im Browser öffnet
keys-what-report-threw = Nach einem gewerteten Online-Spiel den Gegner melden, weil er absichtlich verloren hat
keys-what-report-unfair = Nach einem gewerteten Online-Spiel den Gegner wegen unfairen Spiels melden (Hilfe durch ein Programm oder eine Person)
keys-what-review-previous = Den vorigen Zug im Rückblick ansehen
keys-what-review-next = Den nächsten Zug im Rückblick ansehen
keys-what-back-to-menu = Zurück zum Startbildschirm
keys-what-toggle-labels = Die Feldnamen ein- oder ausblenden
keys-what-toggle-sound = Sound aus- oder einschalten
keys-what-help = Alle Tasten ein- oder ausblenden

# Die Hilfe (? oder F1).
help-title = Spielanleitung
# Geschützte Leerzeichen halten „3 x 3“ auf einer Zeile.
help-rules = Setzt abwechselnd X und O. Drei in einer Reihe gewinnen auf 3 x 3, vier in einer Reihe auf 4 x 4 und 5 x 5. Klicke oder tippe auf ein Feld, um es zu spielen.
help-ultimate = Ultimate: neun kleine Bretter in einem. Drei in einer Reihe gewinnen ein kleines Brett; drei kleine Bretter in einer Reihe gewinnen das Spiel. Das Feld, das du besetzt, schickt deinen Gegner auf das kleine Brett an derselben Stelle, das umrandet ist; wird er auf ein gewonnenes oder volles Brett geschickt, darf er auf jedem offenen Brett spielen. Mit Tasten: 1-9 (wie auf dem Ziffernblock) wählt das Feld; darfst du das Brett frei wählen, wählt eine erste 1-9 zuvor das Brett.
help-misere = Misère: Drei in einer Reihe verlieren. Wer eine Reihe vollendet, schenkt dem anderen den Sieg; ein volles Brett ohne Reihe ist ein Remis. „Mittel“ folgt Regeln, die man lernen kann: nie eine Reihe vollenden, solange ein anderes Feld frei ist; wer anfängt, nimmt die Mitte und antwortet dann auf jeden Zug mit dem Feld, das ihm durch die Mitte gegenüberliegt; sonst Abstand zu den eigenen Zeichen halten.
help-qubic = Qubic: Vier in einer Reihe in einem Würfel aus 4 x 4 x 4, gezeigt als seine vier Ebenen: 1 oben links, 2 oben rechts, 3 unten links, 4 unten rechts. Eine Linie verläuft in einer Ebene, gerade durch alle vier Ebenen oder schräg durch sie hindurch: 76 Linien insgesamt. Ein Punkt heißt nach Ebene und Feld, etwa 2b3. Wer anfängt, kann den Sieg erzwingen. „Mittel“ gewinnt, wenn es kann, blockt sonst, nimmt sonst einen der 16 Punkte auf sieben Linien (die Ecken des Würfels und seine acht inneren Punkte). Der Tipp des Trainers zeigt den Zug des Computers und sagt, warum (ein Gewinn, eine Blockade oder die Wahl seiner Suche), und die Analyse zeigt, wer gewinnt, wo eine Folge von Drohungen es beweist; der Rückblick kennt Qubic noch nicht.
help-notakto = Notakto: Beide setzen X, und wer eine Reihe aus drei Zeichen vollendet, egal von wem, verliert; ein Remis gibt es nicht. Jedes Zeichen behält die Farbe seines Spielers, und das Spiel nennt den ersten Spieler weiter X und den zweiten O. Wer anfängt, kann den Sieg erzwingen. „Mittel“ folgt Regeln, die man lernen kann: nie eine Reihe vollenden, solange ein anderes Feld frei ist; wer anfängt, nimmt die Mitte, dann ein Feld einen Rösselsprung (zwei weiter, eins zur Seite) vom ersten Zeichen des Gegners entfernt; ein Feld nehmen, nach dem jedes freie Feld eine Reihe vollendet.
help-buttons = Schaltflächen
help-buttons-note = Tab und Shift+Tab wechseln zwischen den Schaltflächen, Space oder Enter drückt die umrandete. Während einer Runde gehören die Pfeiltasten, Enter und Space dem Brett, bis Tab in die Bedienleiste wechselt; Esc gibt sie zurück. Im Browser erreicht Tab nach der letzten Schaltfläche der Bedienleiste die Felder des Bretts als Schaltflächen.

# Eine Taste, die dort, wo der Spieler ist, nichts tut; $key ist ihr Name („Q“, „F5“).
keys-unbound-menu = { $key } hat hier keine Funktion: Enter startet; ? zeigt alle Tasten
keys-unbound-classic = { $key } hat hier keine Funktion: drück 1-9 (wie auf dem Ziffernblock) oder klick auf ein Feld; ? zeigt alle Tasten
keys-unbound-ultimate = { $key } hat hier keine Funktion: drück 1-9 für ein Feld des umrandeten Bretts (bei freier Wahl zuerst ein Brett) oder klick auf ein Feld; ? zeigt alle Tasten
# Auf den Brettern 4 x 4 und 5 x 5.
keys-unbound-large = { $key } hat hier keine Funktion: klick auf ein Feld oder nimm die Pfeiltasten und Enter; ? zeigt alle Tasten
keys-unbound-over = { $key } hat hier keine Funktion: Enter startet eine neue Runde, V zeigt den Rückblick, Esc führt zum Menü; ? zeigt alle Tasten
# Zifferntasten bei Ultimate: $board und $number sind 1 bis 9, wie auf dem Ziffernblock.
keys-not-ultimate = Dieses Brett ist kein Ultimate-Brett
keys-no-such-square = Es gibt kein Feld { $number }
keys-board-closed = Brett { $board } ist geschlossen: wähle ein offenes Brett, 1-9
keys-no-such-square-sent = Es gibt kein Feld { $number }: der letzte Zug schickt dich auf Brett { $board }, Felder 1-9
keys-no-such-board = Es gibt kein Brett { $number }: die Bretter sind 1-9, angeordnet wie der Ziffernblock
keys-board-picked = Brett { $board }: jetzt sein Feld, 1-9 (0 wählt ein anderes Brett)
keys-pick-a-board = Wähle ein Brett, 1-9 (wie auf dem Ziffernblock)
keys-numbers-classic-only = Zifferntasten wählen Felder nur auf dem Brett 3 x 3: klick auf ein Feld oder nimm die Pfeiltasten und Enter
keys-no-such-square-classic = Es gibt kein Feld { $number }: die Felder sind 1-9, angeordnet wie der Ziffernblock
keys-no-cursor = Wähle zuerst ein Feld: die Pfeiltasten bewegen, Enter setzt
keys-sound-off = Sound aus
keys-sound-on = Sound an
# Ein Klick oder Tippen neben das Brett.
keys-outside-board = Das ist außerhalb des Bretts: klick auf ein Feld

# Der Name eines Bedienelements für Screenreader, mit seinen Tasten: „Rückgängig (U oder Ctrl+Z)“.
keys-spoken = { $label } ({ $keys })
# Schließt ein Blatt (Einstellungen, Statistik, Hilfe).
keys-done = Fertig

# Was ein Screenreader hört, wenn die Tastatur ein Bedienelement erreicht;
# $label ist sein Name („Start (Enter)“, „Mensch gegen Computer“).
focus-button = { $label }, Schalter
# Eine Wahl unter mehreren (ein Chip, eine Spielart).
focus-option = { $label }, Option
focus-option-selected = { $label }, Option, ausgewählt
focus-checkbox = { $label }, Kontrollkästchen
focus-checkbox-checked = { $label }, Kontrollkästchen, aktiviert
focus-checkbox-not-checked = { $label }, Kontrollkästchen, nicht aktiviert
# $text ist, was im Feld steht.
focus-text-field = { $label }, Eingabefeld, { $text }
focus-text-field-empty = { $label }, Eingabefeld, leer
# Ein Feld ohne Namen: $label ist, was darin steht.
focus-text-field-unnamed = { $label }, Eingabefeld
focus-text-field-unnamed-selected = { $label }, Eingabefeld, ausgewählt
focus-slider = { $label }, Schieberegler
focus-slider-selected = { $label }, Schieberegler, ausgewählt
focus-section = { $label }, Abschnitt
focus-section-selected = { $label }, Abschnitt, ausgewählt
focus-selected = { $label }, ausgewählt

# Die eigenen Hinweise des Spiels: die Beschreibung der Tasten für
# Screenreader auf der Seite ($keys ist die ganze Belegung, als Sätze).
keys-describe = Klicke oder tippe auf ein Feld, um es zu spielen, oder nimm die Tasten. { $keys }
# $text ist, was kopiert wurde (ein Link).
clipboard-copied = Kopiert: { $text }
# $error ist der Grund in den Worten des Systems.
clipboard-failed = Kopieren nicht möglich ({ $error }): markiere den Text stattdessen
# Die gespeicherte Statistik und die Einstellungen: $error und $problem sind der Grund, auf Englisch.
saved-statistics-damaged = Die gespeicherte Statistik war beschädigt ({ $error }) und beginnt neu; die Einstellungen bleiben erhalten
saved-statistics-not-saved = Die Statistik konnte nicht gespeichert werden ({ $error })
saved-settings-partly = Gespeicherte Einstellungen teilweise unlesbar, dort gelten die Standardwerte: { $problem }
# $count ist die Zahl weiterer Probleme.
saved-settings-partly-more = { $count ->
    [one] Gespeicherte Einstellungen teilweise unlesbar, dort gelten die Standardwerte: { $problem } (und { $count } weiteres)
   *[other] Gespeicherte Einstellungen teilweise unlesbar, dort gelten die Standardwerte: { $problem } (und { $count } weitere)
}
saved-settings-unreadable = Die gespeicherten Einstellungen waren unlesbar ({ $error }); es gelten die Standardwerte
saved-settings-not-saved = Die Einstellungen konnten nicht gespeichert werden ({ $error })

# Das Brett als Schaltflächen für Screenreader im Browser: der Name der Gruppe.
grid-name = Brett, { $size } mal { $size }
grid-name-ultimate = Brett, Ultimate: neun kleine Bretter mit 3 mal 3 Feldern
grid-name-qubic = Würfel, Qubic: vier Ebenen mit 4 mal 4 Feldern
# Das Feld bei Ultimate: $square sind die Worte des Felds („Brett 7, Feld 5, leer“), $board wohin der nächste Zug geht (1 bis 9).
grid-square-sent = { $square }; du spielst auf Brett { $board }
grid-square-any = { $square }; du spielst auf einem beliebigen offenen Brett
square-label-number = Feld { $number }, { $place }, { $content }
square-label-named = Feld { $square }, Zeile { $row }, Spalte { $column }, { $content }
square-label-ultimate = Brett { $board }, Feld { $square }, { $content }
square-label-qubic = Ebene { $layer }, Feld { $square }, { $content }
square-empty = leer
square-place = { $place ->
    [top-left] oben links
    [top] oben
    [top-right] oben rechts
    [left] links
    [right] rechts
    [bottom-left] unten links
    [bottom] unten
    [bottom-right] unten rechts
   *[centre] Mitte
}



## Round

# Die Kopfzeile mit den Spielern über dem Brett

# Unter dem Namen des Gewinners auf diesem Gerät, wenn der andere Spieler ein Mensch ist.
round-you-win = du gewinnst
# Unter dem Namen des Gewinners.
round-wins = gewinnt
# Unter dem Namen des Spielers am Zug (online); $time ist die Restzeit, etwa „0:23“.
round-time-left = noch { $time }
# Unter deinem eigenen Namen, wenn der andere Spieler ein Mensch ist.
round-you = du
# Unter der Zahl der Remis in der Mitte der Kopfzeile; die Zahl selbst steht darüber.
round-draws = { $count ->
    [one] Remis
   *[other] Remis
}

# Das Feld neben dem Brett

# Lässt zwei Computer nach einer Pause weiterspielen. Kurz halten.
round-resume = Fortsetzen
# Die Karte eines Rückblicks; $step ist der gezeigte Zug, $count die Züge der Runde.
round-review-step = Rückblick: Zug { $step } von { $count }
# Die Ergebniskarte einer Wiederholung aus einem Link; $mark ist X oder O.
round-replay-won = { $mark } hat gewonnen
round-replay-draw = Remis
round-replay-unfinished = Nicht beendet
# Unter dem Ergebnis einer Wiederholung; $count ist die Zahl der Züge.
round-replay-moves = { $count ->
    [one] Wiederholung: { $count } Zug
   *[other] Wiederholung: { $count } Züge
}
# Online in einem gewerteten Raum: $score ist der Spielstand (ein Satz), $rating die Änderung der Wertung (ein Satz).
round-score-and-rating = { $score }. { $rating }
round-report = Melden:
round-reported = Gemeldet. Danke
# Online, statt des Raumcodes, wenn das Schnellspiel den Gegner ausgesucht hat.
round-rated-match = Gewertetes Schnellspiel
# Vor dem Code des Online-Raums.
round-room = Raum
round-copy-code = Code kopieren
round-copy-link = Link kopieren
# Kopiert den Link zur Zuschauerseite dieses Raums.
round-copy-watch-link = Zuschauerlink kopieren
# Die Überschrift der Liste der gespielten Züge.
round-moves = Züge
round-moves-none = Noch keine

# Eine Runde verlassen

round-leave-room = Raum verlassen?
round-leave-room-why = Dein Freund sieht, dass du gegangen bist, und diese Runde zählt nicht.
round-leave-round = Runde verlassen?
round-leave-round-why = Sie ist nicht beendet und zählt daher nicht.
round-leave = Verlassen
round-keep-playing = Weiterspielen
# Ein Hinweis unter den Knöpfen; Enter und Esc sind Tasten.
round-leave-keys = Enter: verlassen, Esc: weiterspielen.
# Vom Screenreader gesprochen, wenn die Frage erscheint; Enter und Escape sind Tasten.
round-leave-room-said = Raum verlassen? Enter zum Verlassen, Escape zum Weiterspielen
round-leave-round-said = Runde verlassen? Enter zum Verlassen, Escape zum Weiterspielen



## Board

# Die Analyse über den Feldern und die Markierungen des Coachs

# Wohin ein Zug auf dieses Feld führt; $mark ist X oder O.
board-wins = { $mark } gewinnt
board-draw = Remis
# Unter „X gewinnt“: der Sieg kommt mit dem nächsten Zug.
board-at-once = sofort
# Unter „X gewinnt“: wie viele Züge der Sieg braucht (nie einer: das ist „sofort“).
board-in-moves = { $count ->
    [one] in { $count } Zug
   *[other] in { $count } Zügen
}
# Bei Ultimate die Gewinnchance eines Felds für den Spieler am Zug; $percent ist 0 bis 100.
board-chance = { $percent } %
board-analysing = Analysiere…
# Im Rahmen um das Feld, das ein Tipp vorschlägt.
board-best = bestes
# Im Rahmen um ein besseres Feld als das gespielte, im Rückblick.
board-better = besser
# Im Rahmen um den betrachteten Zug; $mark ist X oder O.
board-played = { $mark } zog
# Im Rahmen um den betrachteten Zug, vor seiner Bewertung.
board-judging = prüfe…



## Narration

# Was das Spiel im Lauf einer Runde sagt, in der Statuszeile und für Screenreader.
# $mark ist immer X oder O; $name der Name eines Spielers (oder „Computer“).

# Eine neue Runde: ihre Nummer, dann der Spielstand (ein narrate-score-Satz).
narrate-round-started = Runde { $number }. { $score }
narrate-sentence = { $text }.
narrate-sentences = { $first } { $second }
# Ein Zug wurde gemacht. $square ist eine narrate-square-*-Wendung („Feld 5“) oder ein Feldname („c2“).
narrate-you-took = Du hast { $square } besetzt
narrate-took = { $name } hat { $square } besetzt
# Ein Feld im Satz, auf dem 3 x 3-Brett (nummeriert wie ein Ziffernblock) und bei Ultimate.
narrate-square-number = Feld { $number }
narrate-square-ultimate = Feld { $square } auf Brett { $board }
# Wer am Zug ist; ($mark) ist sein Zeichen.
narrate-your-turn = Du bist am Zug ({ $mark })
narrate-turn = { $name } ist am Zug ({ $mark })
narrate-thinking = { $name } denkt nach ({ $mark })

# Abgelehnte Züge

# Ein besetztes Feld: auf 3 x 3 ($number 1 bis 9), bei Ultimate und auf größeren Brettern ($square ist ein Name wie „b3“).
narrate-taken-number = Feld { $number } ist von { $mark } besetzt: wähle ein leeres Feld
narrate-taken-ultimate = Feld { $square } auf Brett { $board } ist von { $mark } besetzt: wähle ein leeres Feld
narrate-taken-named = Feld { $square } ist von { $mark } besetzt: wähle ein leeres Feld
# Ultimate: ein kleines Brett, das gewonnen oder voll ist.
narrate-closed-board = Brett { $board } ist geschlossen: spiele auf einem offenen Brett
# Ultimate: das Feld des letzten Zugs bestimmt das kleine Brett, auf dem gespielt wird; es ist umrandet.
narrate-wrong-board = Der letzte Zug schickt dich auf Brett { $board }: spiele auf dem umrandeten Brett
narrate-off-board = Das ist kein Feld auf diesem Brett
narrate-round-over = Die Runde ist vorbei: drücke Enter oder R für eine neue Runde, Esc für das Menü
narrate-watching = Du schaust zu: nur die beiden Spieler ziehen
narrate-wait-computer = Warte: der Computer ist am Zug
narrate-wait = Warte: { $name } ist am Zug
# Ein zweiter Zug im selben Augenblick wie ein anderer.
narrate-one-at-a-time = Nur ein Zug auf einmal
# „Zurück zum Spiel“ und „Ab hier spielen“ sind Knöpfe, (End) und (P) ihre Tasten.
narrate-looking-back = Du siehst einen früheren Zug: Zurück zum Spiel (End) oder Ab hier spielen (P)

# Züge zurücknehmen

# Zwei Züge in einer Liste, jeder ein Zeichen und ein Feldname („X 5 und O 3“).
narrate-moves-and = { $first } und { $second }
# $moves: die zurückgenommenen oder wiederhergestellten Züge (eine narrate-moves-and-Liste oder ein Zug wie „X 5“).
narrate-undid = { $moves } zurückgenommen
narrate-redid = { $moves } wiederhergestellt
narrate-playing-from = Weiter ab Zug { $number }: die späteren Züge lassen sich wiederherstellen
narrate-nothing-to-undo = Kein Zug zum Zurücknehmen
narrate-nothing-to-redo = Kein Zug zum Wiederherstellen
narrate-only-computer-moves = Du hast keinen Zug zum Zurücknehmen: der Computer hat zuerst gezogen
narrate-no-take-backs-online = Online gibt es keine Rücknahme: die Züge bleiben, wie sie gespielt wurden
# „Rückblick“ ist der Knopf, mit dem man die Züge durchgeht.
narrate-no-take-backs-replay = Eine Wiederholung zeigt das Spiel so, wie es gespielt wurde: geh es mit „Rückblick“ Zug für Zug durch
narrate-no-take-backs-engine = Diese Engine liest CodinGames Züge und kann keine Züge zurücknehmen
# $number: der gewünschte Zug; $moves: wie viele Züge das Spiel hat.
narrate-no-such-move = Es gibt keinen Zug { $number }: { $moves ->
    [one] das Spiel hat nur { $moves } Zug
   *[other] das Spiel hat nur { $moves } Züge
}
# Ein Rückgängig hat den Zug zurückgenommen, der die Runde beendet hat; $score ist ein narrate-score-Satz.
narrate-round-reopened = Die Runde ist wieder offen, und ihr Ergebnis zählt nicht mehr. { $score }

# Ergebnisse und Spielstand

narrate-result-draw = Remis
narrate-result-you-win = Du gewinnst!
# Dem anderen Spieler ist die Zeit abgelaufen.
narrate-result-you-win-on-time = Du gewinnst auf Zeit!
narrate-result-computer-wins = Der Computer gewinnt
narrate-result-wins = { $name } gewinnt!
# Misère: the result, then who completed a line (and so lost). $mark: X or O;
# $result: the sentence above (the second form when it ends in "!").
narrate-result-misere = { $result }. { $mark } hat drei in einer Reihe
narrate-result-misere-exclaimed = { $result } { $mark } hat drei in einer Reihe
narrate-result-wins-on-time = { $name } gewinnt auf Zeit!
# Gegen den Computer: das Ergebnis, dann die genutzte Hilfe (der Satz des Coachs).
# Nach einem Ergebnis, das nicht auf „!“ endet.
narrate-result-help = { $result }. { $help }
# Nach einem Ergebnis, das auf „!“ endet.
narrate-result-exclaimed-help = { $result } { $help }
# Gegen den Computer: gewonnene, verlorene und unentschiedene Runden.
narrate-score-yours = Stand: { $won } gewonnen, { $lost } verloren, { $drawn } Remis
# Zwischen zwei Spielern: Name und Siege von jedem, dann die Remis.
narrate-score = Stand: { $first } { $first_wins }, { $second } { $second_wins }, Remis { $draws }

# Die Auswahl im Menü, angesagt bei jeder Änderung

# $mode: der Modus („Mensch gegen Mensch“); $strength: die Stärke des Computers („Unmöglich“);
# $first: wer beginnt (eine narrate-menu-*-Wendung unten); $board: das Brett
# („3 x 3, drei in einer Reihe“); $enter: was Enter tut (ein Satz unten).
narrate-menu = Menü: { $mode }, { $first }, { $board }. { $enter }
narrate-menu-with-strength = Menü: { $mode }, { $strength }, { $first }, { $board }. { $enter }
narrate-menu-you-first = du beginnst
narrate-menu-friend-first = dein Freund beginnt
narrate-menu-computer-first = der Computer beginnt
narrate-menu-named-first = { $name } beginnt
narrate-menu-random-first = zufälliger Startspieler
narrate-menu-take-turns = die Spieler beginnen abwechselnd
narrate-menu-offline = Online-Spiele brauchen das Netzwerk, und dieses Gerät ist offline; alles andere funktioniert auch ohne
narrate-menu-enter-finds = Enter sucht einen Gegner
narrate-menu-enter-starts = Enter startet

## Online

# Die Statuszeile und der Startbildschirm beim Verbinden. $address: die Adresse des Spielservers.
online-connecting = Verbinde mit { $address }…
online-reconnecting = Verbindung verloren: verbinde neu…
online-reconnected = Wieder verbunden
# Schnellspiel: eine weitere Suche kommt von derselben Internetadresse, und das Schnellspiel bringt die nie zusammen.
online-household = Jemand anderes mit dieser Adresse sucht auch: das Schnellspiel bringt nie Spieler derselben Adresse zusammen (um gegeneinander zu spielen, beendet die Suche, erstellt einen Raum und teilt seinen Code)
online-household-alone = Jemand anderes mit dieser Adresse sucht auch: das Schnellspiel bringt nie Spieler derselben Adresse zusammen (um gegeneinander zu spielen, beendet die Suche, erstellt einen Raum und teilt seinen Code); oder spiel stattdessen gegen den Computer
# $board: der Kurzname des Bretts („3 x 3“, „Ultimate“).
online-searching = Suche einen Gegner für { $board }…
online-searching-alone = Gerade sucht niemand mit ähnlicher Wertung ein Spiel auf { $board }: die Suche wird mit der Zeit breiter, oder spiel stattdessen gegen den Computer
online-waiting-for-friend = Warte, bis dein Freund mit dem Code { $code } beitritt
# $name: der Name des anderen Spielers.
online-wants-again = { $name } will noch mal spielen
online-waiting-again = Warte, bis auch { $name } noch mal spielen will
# $watchers: wie viele Leute im Raum zuschauen (bei 0 steht nichts).
online-playing = Online gegen { $name }{ $watchers ->
        [0] {""}
       *[other] , { $watchers } Zuschauer
    }
# $seconds: wie lange der Server den Platz freihält.
online-away = { $name } hat die Verbindung verloren: noch { $seconds } s Zeit für die Rückkehr
online-left = { $name } ist gegangen
online-joined = { $name } ist beigetreten
online-lost-connection = { $name } hat die Verbindung verloren, warte…
online-is-back = { $name } ist zurück

# Einem Raum zuschauen: $others ist, wie viele andere auch zuschauen (bei 0 steht nichts).

online-watching-both = Du schaust { $first } und { $second } zu{ $others ->
        [0] {""}
        [one] , mit { $others } weiteren Zuschauer
       *[other] , mit { $others } weiteren Zuschauern
    }
online-watching-empty = Du schaust Raum { $code } zu: ein zweiter Spieler fehlt noch{ $others ->
        [0] {""}
        [one] , mit { $others } weiteren Zuschauer
       *[other] , mit { $others } weiteren Zuschauern
    }
online-watching-away = { $name } hat die Verbindung verloren: noch { $seconds } s Zeit für die Rückkehr{ $others ->
        [0] {""}
        [one] , mit { $others } weiteren Zuschauer
       *[other] , mit { $others } weiteren Zuschauern
    }
online-watching-left = { $name } ist gegangen{ $others ->
        [0] {""}
        [one] , mit { $others } weiteren Zuschauer
       *[other] , mit { $others } weiteren Zuschauern
    }
online-watching-room = Du schaust Raum { $code } zu

# Die Begrüßung des Servers. $code: der siebenstellige Code des Raums.

online-back-in-room = Zurück in Raum { $code }, auf deinem Platz
online-found-player = Gegner gefunden: das Spiel beginnt
online-room-open = Raum { $code } ist offen: gib deinem Freund den Code { $code }
online-joined-room = Du bist Raum { $code } beigetreten

# Verbindungsprobleme

# $reason: warum, eine closed-*-Meldung (oder die Worte des Servers).
online-room-closed = Der Raum wurde geschlossen: { $reason }

# Warum ein Raum geschlossen wurde, in online-room-closed.
closed-stopped-looking = du hast die Suche nach einem Spiel beendet
closed-left = du hast den Raum verlassen
closed-stopped-watching = du hast das Zuschauen beendet
closed-everyone-left = alle sind gegangen
closed-idle = im Raum ist zu lange nichts passiert
closed-shutting-down = der Server wird heruntergefahren
closed-called-off = das Spiel wurde abgebrochen
# Für Zuschauer: $name hat in einem Schnellspiel nie den ersten Zug gemacht.
closed-called-off-by = das Spiel wurde abgebrochen, weil { $name } nie den ersten Zug gemacht hat
# $seconds: die Zeit, die ein Spieler in einem Schnellspiel für den ersten Zug hat.
closed-no-first-move = du hast deinen ersten Zug nicht innerhalb von { $seconds ->
    [one] { $seconds } Sekunde
   *[other] { $seconds } Sekunden
} gemacht: das Spiel wurde abgebrochen und wird nicht gewertet. Dein nächstes Schnellspiel kann in einer Minute starten
# Ein Schnellspiel wurde abgebrochen, weil $name nie gezogen hat; das Spiel sucht einen anderen Gegner.
called-off-looking-again = { $name } hat keinen ersten Zug gemacht: das Spiel wurde abgebrochen und wird nicht gewertet. Suche einen anderen Gegner…
# $error: der technische Fehlertext der Verbindung.
online-connection-lost = Verbindung zum Server verloren ({ $error }): verbinde neu
# Steht als $error oben, wenn der Server die Verbindung beendet.
online-server-closed = der Server hat die Verbindung beendet
online-reconnect-failed = Keine neue Verbindung zum Server möglich: der Raum ist verloren
online-needs-network = Online-Spiele brauchen das Netzwerk, und dieses Gerät ist offline; alles andere funktioniert auch ohne
# $address: die Adresse des Spielservers. Im Browser.
online-unreachable-page = Der Spielserver unter { $address } ist nicht erreichbar: vielleicht wurde der Server der Seite beendet
# Auf dem Desktop: .ci/web ist der Pfad eines Skripts; die Einstellungen enthalten die Adresse.
online-unreachable = Der Spielserver unter { $address } ist nicht erreichbar: läuft er? (.ci/web startet einen; die Adresse steht in den Einstellungen)

# Befehle

# $typed: was der Spieler als Code eingegeben hat. Der Beispielcode KXMTRAB bleibt.
online-not-a-code = „{ $typed }“ ist kein Raumcode: Codes haben sieben Buchstaben ohne I, L und O (die wie 1 und 0 aussehen), etwa KXMTRAB
# Menü: der Knopf, der den Raum verlässt.
online-already-in-room = Du bist schon in einem Raum: verlasse ihn zuerst (Menü)
# $name: wer zu lange gebraucht hat.
online-ran-out-of-time = { $name } ist die Zeit abgelaufen
online-seconds-left = { $seconds ->
        [one] noch { $seconds } Sekunde für den Zug
       *[other] noch { $seconds } Sekunden für den Zug
    }
online-asked-again = Du hast { $name } um eine weitere Runde gebeten

# Wertungen und Rangliste

# Nach einer gewerteten Runde. $delta: die Änderung mit Vorzeichen („+16“, „-8“).
online-rating-change = Deine Wertung: { $before } → { $after } ({ $delta })
online-reported = Gemeldet: Die Moderatoren sehen sich dieses Spiel an. Danke
online-report-nothing = Melden kann man nur den Gegner eines gewerteten Online-Spiels, einmal pro Spiel
online-unranked = { $needs ->
        [one] spiel gegen { $needs } weiteren Gegner, um in die Rangliste zu kommen
       *[other] spiel gegen { $needs } weitere Gegner, um in die Rangliste zu kommen
    }
# Die Rangliste für Screenreader, solange niemand platziert ist. $you: „ranked“ (mit $place und $rating),
# „unranked“ (mit $rating und $needs: noch fehlende Gegner) oder „none“ (keine gewerteten Spiele).
online-leaderboard-empty = Rangliste für { $board }: noch ist niemand platziert{ $you ->
        [ranked] ; du bist auf Platz { $place } mit { $rating }
        [unranked] ; du hast { $rating }: { $needs ->
            [one] spiel gegen { $needs } weiteren Gegner, um in die Rangliste zu kommen
           *[other] spiel gegen { $needs } weitere Gegner, um in die Rangliste zu kommen
        }
       *[none] ; du hast hier noch keine gewerteten Spiele
    }
# Wie oben, mit $players platzierten Spielern, vorn $leader mit $leader_rating.
online-leaderboard = Rangliste für { $board }: { $players ->
        [one] { $players } Spieler
       *[other] { $players } Spieler
    }, an der Spitze { $leader } mit { $leader_rating }{ $you ->
        [ranked] ; du bist auf Platz { $place } mit { $rating }
        [unranked] ; du hast { $rating }: { $needs ->
            [one] spiel gegen { $needs } weiteren Gegner, um in die Rangliste zu kommen
           *[other] spiel gegen { $needs } weitere Gegner, um in die Rangliste zu kommen
        }
       *[none] ; du hast hier noch keine gewerteten Spiele
    }
online-leaderboard-unreadable = Die Antwort des Servers ist nicht lesbar: ist es eine andere Version?
online-leaderboard-timeout = Der Server hat nicht rechtzeitig geantwortet: versuch es noch einmal



## Coach

coach-online = Der Coach setzt bei Online-Spielen aus: hier spielen nur du und dein Freund
coach-not-yet = Der Rückblick des Trainers kennt dieses Spiel noch nicht: Tipp und Analyse schon
coach-hint-round-over = Die Runde ist vorbei: es gibt keinen Tipp mehr
coach-hint-past = Tipps gibt es nur für das laufende Spiel: geh zuerst zurück zum Spiel
coach-analysis-on-ultimate = Analyse an: jedes Feld, das für den nächsten Zug offen ist, zeigt seine Gewinnchance in der Suche der Engine
coach-analysis-on-qubic = Analyse an: ein Punkt zeigt, wer gewinnt, wo eine Folge von Drohungen es beweist; die anderen bleiben offen
coach-analysis-on = Analyse an: jedes leere Feld zeigt, wohin ein Zug darauf führt
coach-analysis-off = Analyse aus

# Tipps. $mover: X oder O, wer am Zug ist.

# Was perfektes Spiel ergibt. $winner: X oder O.
coach-outlook-win = { $winner } gewinnt in { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Zügen
    }
coach-outlook-draw = Remis
# $result: „draw“, „win“ oder „loss“; $outlook: der Satz oben.
coach-hint-any = Tipp für { $mover }: jedes Feld { $result ->
        [draw] hält das Remis
        [win] gewinnt ({ $outlook })
       *[loss] hält am längsten stand ({ $outlook })
    }
# $square: der Name eines Felds („5“, „c2“).
coach-hint-one = Tipp für { $mover }: Feld { $square } { $result ->
        [draw] hält das Remis
        [win] gewinnt ({ $outlook })
       *[loss] hält am längsten stand ({ $outlook })
    }
coach-hint-computer = Tipp für { $mover }: { $square } { $result ->
        [win] gewinnt erzwungen
        [block] blockiert eine Reihe, der nur noch ein Zeichen fehlt
       *[choice] ist die Wahl des Computers (kein erzwungener Gewinn in Sicht)
    }
# $squares: eine Liste von Feldnamen („1, 3 oder 7“).
coach-hint-many = Tipp für { $mover }: Feld { $squares } { $result ->
        [draw] hält das Remis
        [win] gewinnt ({ $outlook })
       *[loss] hält am längsten stand ({ $outlook })
    }
# Ultimate: $board und $square sind Zahlen von 1 bis 9. $result: „win“, „draw“, „loss“ (bewiesen)
# oder „chance“ mit $percent, der Gewinnchance in der Suche der Engine.
coach-hint-engine = Tipp für { $mover }: Brett { $board }, Feld { $square } { $result ->
        [win] gewinnt
        [draw] hält das Remis
        [loss] hält am längsten stand
       *[chance] gibt { $mover } in der Suche der Engine { $percent } % Gewinnchance
    }
# Listen: „1, 3 oder 7“ entsteht als „1“ + „, “ + („3“ oder „7“); der Rückblick sagt „X 1 oder X 3 oder X 7“.
coach-list-or = { $first } oder { $last }
coach-list-comma = { $first }, { $rest }

# Die Zugliste und der Rückblick. $number: die Nummer eines Zugs; $total: wie viele Züge; $played: ein Zug („X 5“, „O c2“).

coach-viewing-start = Du siehst den Anfang, vor Zug 1 von { $total }
coach-viewing-move = Du siehst Zug { $number } von { $total }: { $played }
# End und P: die Tasten.
coach-viewing-start-read-only = Du siehst den Anfang, vor Zug 1 von { $total }. Hier wird nur angesehen: Zurück zum Spiel (End) oder Ab hier spielen (P)
coach-viewing-move-read-only = Du siehst Zug { $number } von { $total }: { $played }. Hier wird nur angesehen: Zurück zum Spiel (End) oder Ab hier spielen (P)
coach-back-to-game = Zurück im Spiel
coach-pick-a-move = Wähle zuerst einen Zug in der Liste und spiel dann ab dort weiter
coach-no-moves = Noch keine Züge: es gibt nichts zum Zurückschauen
coach-review-closed = Rückblick geschlossen
coach-review-judging = Zug { $number } von { $total }: { $played }, wird geprüft…
# $mark: eine der Bewertungen unten.
coach-review-mark = { $mark } ({ $number } von { $total })
# Die Bewertung eines Zugs gegenüber perfektem Spiel. $better: die besten Züge („X 5 oder X 7“).
coach-mark-best-win = Zug { $number }: { $played }, bester Zug: auf dem Weg zum Sieg
coach-mark-best-draw = Zug { $number }: { $played }, bester Zug: hält das Remis
coach-mark-best-loss = Zug { $number }: { $played }, bester Zug: hält am längsten stand
coach-mark-kept-win = Zug { $number }: { $played } gewinnt noch, aber { $better } gewinnt schneller
coach-mark-kept-loss = Zug { $number }: { $played } verliert schneller als { $better }
# $what: „force“ ($opponent kann den Sieg erzwingen), „slip“ oder „changed“; $held: was die besseren Züge hielten:
# „won“, „draw“ oder „lost“ ($opponent gewann).
coach-mark-mistake = Zug { $number }: { $played } { $what ->
        [force] ließ { $opponent } einen Sieg erzwingen
        [slip] ließ den Sieg zu einem Remis entgleiten
       *[changed] änderte das Ergebnis
    }; { $better } { $held ->
        [won] hätte gewonnen
        [draw] hätte das Remis gehalten
       *[lost] hätte { $opponent } gewinnen lassen
    }
# Bei Ultimate, gemessen an den Chancen der Engine. $mover: X oder O; $played_percent, $best_percent: Chancen in %;
# $points: ihr Unterschied; $top: die Wahl der Engine („X 5-3“).
coach-mark-chance-choice = Zug { $number }: { $played }, die Wahl der Engine: Gewinnchance für { $mover } { $played_percent } %
coach-mark-chance-as-good = Zug { $number }: { $played }, so gut wie die Wahl der Engine { $top }: Gewinnchance für { $mover } { $played_percent } % gegenüber { $best_percent } %
coach-mark-chance-kept = Zug { $number }: { $played } gab { $points } Prozentpunkte der Gewinnchance von { $mover } ab ({ $best_percent } % auf { $played_percent } %); { $better } war besser
coach-mark-chance-mistake = Zug { $number }: { $played } verspielte { $points } Prozentpunkte der Gewinnchance von { $mover } ({ $best_percent } % auf { $played_percent } %); { $better } hätte { $best_percent } % gehalten

# Die in einer Runde genutzte Hilfe, mit dem Ergebnis gesagt.

coach-used-hints = Du hast { $hints ->
        [one] { $hints } Tipp
       *[other] { $hints } Tipps
    } genutzt
coach-used-undos = Du hast { $undos ->
        [one] { $undos } Rücknahme
       *[other] { $undos } Rücknahmen
    } genutzt
coach-used-both = Du hast { $hints ->
        [one] { $hints } Tipp
       *[other] { $hints } Tipps
    } und { $undos ->
        [one] { $undos } Rücknahme
       *[other] { $undos } Rücknahmen
    } genutzt



## Statistics and review

# Eine Zeile der Statistik: wer gespielt hat ($strength: die Stärke des Computers, „Unmöglich“) und das Brett ($board: „5 x 5“).
stats-record-you-vs = Du gegen { $strength }, { $board }
# Der Computer gegen sich selbst.
stats-record-itself = { $strength } gegen sich selbst, { $board }
stats-record-two-players = Zwei Spieler, { $board }
stats-record-online = Online, { $board } (deine Ergebnisse)

# Wiederholungen

replay-link-after-round = Ein Wiederholungslink entsteht, sobald die Runde vorbei ist
replay-finish-round-first = Beende oder verlasse diese Runde, um eine Wiederholung zu öffnen
# Ein Wiederholungslink wurde geöffnet: wie viele Züge, wie das Spiel endete.
replay-opened-win = Wiederholung mit { $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Zügen
}, { $mark } hat gewonnen: geh sie mit den Pfeiltasten durch
replay-opened-draw = Wiederholung mit { $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Zügen
}, Remis: geh sie mit den Pfeiltasten durch
replay-opened-unfinished = Wiederholung mit { $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Zügen
}, nicht beendet: geh sie mit den Pfeiltasten durch
# Warum sich ein Wiederholungslink (die Buchstaben nach „?replay=“) nicht öffnen lässt.
replay-error-empty = Dieser Wiederholungslink lässt sich nicht öffnen: die Wiederholung ist leer
replay-error-too-long = Dieser Wiederholungslink lässt sich nicht öffnen: die Wiederholung hat { $letters ->
    [one] { $letters } Buchstaben
   *[other] { $letters } Buchstaben
}, mehr als jedes Spiel
# $letter: der erste Buchstabe des Links, der das Brett angeben sollte.
replay-error-unknown-board = Dieser Wiederholungslink lässt sich nicht öffnen: die Wiederholung beginnt mit „{ $letter }“, das kein Brett bezeichnet (3, 4, 5 oder u)
replay-error-not-a-letter = Dieser Wiederholungslink lässt sich nicht öffnen: die Wiederholung enthält „{ $letter }“, womit kein Zug geschrieben wird
replay-error-cut-short = Dieser Wiederholungslink lässt sich nicht öffnen: die Wiederholung endet mitten in einem Zug
replay-error-off-the-board = Dieser Wiederholungslink lässt sich nicht öffnen: Zug { $number } der Wiederholung liegt außerhalb des Bretts
# Ein regelwidriger Zug der Wiederholung: $number ist die Nummer des Zugs, $square der Name des Felds („5“, „c2“, „7-5“).
replay-error-taken = Dieser Wiederholungslink lässt sich nicht öffnen: Zug { $number } der Wiederholung (Feld { $square }) ist nicht spielbar: das Feld ist von { $mark } besetzt
replay-error-square-off-board = Dieser Wiederholungslink lässt sich nicht öffnen: Zug { $number } der Wiederholung (Feld { $square }) ist nicht spielbar: Reihe { $row }, Spalte { $column } liegt außerhalb des Bretts
replay-error-game-over = Dieser Wiederholungslink lässt sich nicht öffnen: Zug { $number } der Wiederholung (Feld { $square }) ist nicht spielbar: das Spiel ist vorbei
replay-error-closed-board = Dieser Wiederholungslink lässt sich nicht öffnen: Zug { $number } der Wiederholung (Feld { $square }) ist nicht spielbar: Brett { $board } ist geschlossen: spiele auf einem offenen Brett
replay-error-wrong-board = Dieser Wiederholungslink lässt sich nicht öffnen: Zug { $number } der Wiederholung (Feld { $square }) ist nicht spielbar: der letzte Zug schickt dich auf Brett { $board }
replay-error-moves-after-the-end = Dieser Wiederholungslink lässt sich nicht öffnen: Zug { $number } der Wiederholung kommt nach dem Ende des Spiels
replay-error-unfinished = Dieser Wiederholungslink lässt sich nicht öffnen: das Spiel der Wiederholung wurde nie beendet


## Server refusals: what the game server would not do, worded by the game
## from the refusal's code and arguments (src/game/online/refusal.rs).

# Wie lange zu warten ist, in refusal-too-many-joins und refusal-too-soon (nach „in“).
refusal-wait-seconds = { $count ->
    [one] einer Sekunde
   *[other] { $count } Sekunden
}
refusal-wait-minutes = { $count ->
    [one] einer Minute
   *[other] { $count } Minuten
}
refusal-wait-hours = { $count ->
    [one] einer Stunde
   *[other] { $count } Stunden
}
refusal-wait-days = { $count ->
    [one] einem Tag
   *[other] { $count } Tagen
}
# $server, $client: Versionsnummern des Protokolls.
refusal-version-update-game = Dieser Server spricht Version { $server } des Spielprotokolls, das Spiel Version { $client }: lade die Seite neu oder aktualisiere das Spiel
refusal-version-update-server = Dieser Server spricht Version { $server } des Spielprotokolls, das Spiel Version { $client }: der Server ist älter als das Spiel; bitte seinen Betreiber, ihn zu aktualisieren
refusal-too-large = Eine Nachricht mit { $bytes } Bytes liegt über der Grenze von { $limit }
refusal-too-fast = Mehr als { $per_second } Nachrichten pro Sekunde: diese wurde verworfen
refusal-too-fast-leaderboards = Ranglisten gehen an jede Adresse { $per_second }-mal pro Sekunde: versuch es in einer Sekunde noch einmal
# $why: die Worte des Nachrichtenlesers, auf Englisch.
refusal-malformed = Keine Nachricht dieses Spiels: { $why }
refusal-binary = Eine binäre Nachricht mit { $bytes } Bytes: dieses Spiel spricht Text
# $sentence: eine der drei Meldungen oben.
refusal-disconnected = { $sentence }; zu viele fehlerhafte Nachrichten, daher wird die Verbindung getrennt
# $code: der Code eines Raums wie eingegeben, etwa KXMTRAB.
refusal-no-such-room = Es gibt keinen Raum { $code }: prüfe den Code
refusal-room-closed = Der Raum wurde geschlossen
refusal-room-full = Raum { $code } hat schon zwei Spieler
# $wait: refusal-wait-seconds oder refusal-wait-minutes.
refusal-too-many-joins = Von deiner Adresse kamen zu viele falsche Codes: prüfe den Code und versuch es in { $wait } noch einmal
refusal-bad-token = Dieses Token gehört zu keinem Platz in Raum { $code }
refusal-seat-given-up = Dieser Platz wurde aufgegeben: tritt einem neuen Raum bei
refusal-seat-left = { $name } hat den Raum verlassen
refusal-not-connected = Nicht verbunden
refusal-searching-nobody-yet = Du suchst ein Schnellspiel: noch ist kein Gegner da
refusal-no-room = Erstelle zuerst einen Raum oder tritt einem bei
refusal-idle = In { $seconds } s wurde nichts erstellt oder betreten: die Verbindung wird getrennt
refusal-already-in-room = Du bist schon in Raum { $code }: verlasse ihn zuerst
refusal-already-searching = Du suchst ein Schnellspiel: beende zuerst die Suche
refusal-already-watching = Du schaust einem Raum zu: beende zuerst das Zuschauen
refusal-not-started = Dein Freund ist noch nicht beigetreten
refusal-not-your-turn = { $name } ist am Zug
# $mark: X oder O.
refusal-move-taken = Dieses Feld ist von { $mark } besetzt
refusal-move-off-board = Reihe { $row }, Spalte { $column } liegt außerhalb des Bretts
refusal-move-game-over = Das Spiel ist vorbei
# $board: ein kleines Brett bei Ultimate, 1 bis 9 wie auf dem Ziffernblock.
refusal-move-closed-board = Brett { $board } ist geschlossen: spiele auf einem offenen Brett
refusal-move-wrong-board = Der letzte Zug schickt dich auf Brett { $board }
refusal-out-of-time = Deine Zeit ist abgelaufen: diese Runde ist verloren. Frag nach einer neuen Runde
refusal-round-over = Diese Runde ist vorbei: frag nach einer neuen Runde
refusal-late = Deine Zeit für diesen Zug ist abgelaufen: die Runde ist auf Zeit verloren
refusal-round-not-over = Beende zuerst diese Runde
refusal-full = Der Server ist voll: versuch es in ein paar Minuten noch einmal
refusal-full-returning-only = Der Server ist voll: gerade kommen nur Spieler herein, die auf ihren Platz zurückkehren. Versuch es in ein paar Minuten noch einmal
refusal-full-rooms = Der Server hat so viele Räume, wie er fassen kann: versuch es in ein paar Minuten noch einmal
refusal-address-rooms = Deine Adresse hat hier schon { $count } offene Räume: beende oder verlasse zuerst einen
refusal-address-searches = Deine Adresse hat hier schon { $count } laufende Suchen nach einem Spiel: beende zuerst eine
refusal-address-watching = Von deiner Adresse aus wird hier schon { $count } Räumen zugeschaut: beende zuerst bei einem das Zuschauen
refusal-lost-touch = Neue Spiele können gerade nicht starten: dieser Server hat den Kontakt zu den anderen verloren. Laufende Spiele gehen weiter; versuch es in einer Minute noch einmal
refusal-no-answer = Der Server des Raums antwortet nicht: versuch es gleich noch einmal
refusal-name-computer = „{ $name }“ ist der Name des Computers, und online spielst du gegen Menschen: wähle in den Einstellungen einen anderen Namen
refusal-name-rated = Ein anderer Spieler hat schon eine Wertung als „{ $name }“: wähle in den Einstellungen einen anderen Namen
# $waiting: der Name des Spielers, der schon im Raum ist.
refusal-name-look-alike = „{ $name }“ sähe genauso aus wie „{ $waiting }“, der Name des Spielers, der im Raum wartet (die Buchstaben unterscheiden sich: ein anderes Alphabet oder ähnlich aussehende Zeichen): wähle in den Einstellungen einen anderen Namen
# $key: der Schlüssel des Geräts, Buchstaben und Ziffern; $min, $max: seine erlaubte Länge.
refusal-bad-player = „{ $key }“ ist kein Geräteschlüssel: das Spiel sendet { $min } bis { $max } Buchstaben, Ziffern, '_' oder '-' (lade die Seite neu oder aktualisiere das Spiel)
# $games: wie viele gewertete Spiele unbeendet blieben; $wait: refusal-wait-*.
refusal-too-soon = Von diesem Gerät oder dieser Adresse aus { $games ->
    [one] wurde in den letzten 24 Stunden ein gewertetes Spiel
   *[other] wurden in den letzten 24 Stunden { $games } gewertete Spiele
} nicht zu Ende gespielt oder gar nicht begonnen: dein nächstes Schnellspiel kann in { $wait } starten
refusal-too-many-reports = Von deiner Adresse kamen in dieser Stunde schon { $count } Meldungen: versuch es später noch einmal
refusal-nothing-to-report = Melden kann man nur den Gegner eines gerade beendeten gewerteten Spiels, einmal pro Spiel
refusal-banned = Ein Moderator hat gewertete Spiele für dieses Gerät oder diese Adresse gesperrt ({ $why }); sie sind in { $wait } wieder offen. Räume mit Freunden sind wie immer offen.
ban-reason-farming = Wertungen, die ein Spieler gegen eigene andere Geräte oder Adressen gewonnen hat
ban-reason-camping = Schnellspiele angenommen und nie gespielt
ban-reason-abuse = Belästigung anderer Spieler
ban-reason-cheating = Hilfe durch ein Programm oder eine andere Person in gewerteten Spielen
# $seconds: die gewünschte Uhr; $a, $b, $c: die angebotenen Uhren.
refusal-bad-clock = Eine Uhr mit { $seconds } Sekunden pro Zug gibt es nicht: wähle { $a }, { $b } oder { $c } Sekunden oder keine Uhr
refusal-watcher = Du schaust Raum { $code } zu: nur seine beiden Spieler ziehen
refusal-too-many-watchers = Raum { $code } hat so viele Zuschauer, wie er aufnehmen kann: versuch es später noch einmal
refusal-replaced = Du hast dieses Spiel woanders geöffnet



## Page: the browser page's own words, before the game starts (web/theme.js
## and web/main.js read these at build time; single lines only).

page-description = Tic-Tac-Toe auf 3 x 3, 4 x 4 und 5 x 5: gegen einen Freund, online oder gegen einen Computer, der nie verliert, mit einem Coach, der den Ausgang jedes Felds zeigt. Läuft nach dem Laden auch offline.
# Die Beschreibung der installierten App (Web-App-Manifest).
page-app-description = Tic-Tac-Toe auf 3 x 3, 4 x 4 und 5 x 5, gegen einen Freund, online oder gegen den Computer, mit Coach.
# Die Spielfläche, wie ein Screenreader sie nennt.
page-canvas = Tic-Tac-Toe. Züge und Ergebnisse werden unten angesagt.
page-how-to-play = Klicke oder tippe auf ein Feld, um dort zu spielen. Sobald das Spiel gestartet ist, steht hier jede Taste, auf die es reagiert.
page-loading = Spiel wird geladen…
page-loading-percent = Spiel wird geladen… { $percent } %
page-starting = Wird gestartet…
page-no-webgl-heading = Das Spiel kann nicht starten
page-no-webgl = Dieses Spiel zeichnet mit WebGL2, das dieser Browser nicht bietet (oder abgeschaltet hat). Ein aktueller Firefox, Chrome, Edge oder Safari kann es ausführen.
page-stopped-heading = Das Spiel wurde gestoppt
# $reason: was schiefging, in den Worten des Browsers (oft Englisch).
page-stopped = Das Spiel wurde gestoppt: { $reason }. Lade die Seite neu, um weiterzuspielen.
page-not-started = Das Spiel konnte nicht starten: { $reason }. Ein aktueller Firefox, Chrome, Edge oder Safari mit WebGL2 kann es ausführen.
page-not-loaded = Die Dateien des Spiels konnten nicht geladen werden ({ $reason }). Prüfe die Verbindung und lade die Seite neu.
page-internal-error = ein interner Fehler (die Browserkonsole sagt vielleicht mehr)
page-unknown-error = ein unbekannter Fehler
page-update = Eine neue Version des Spiels ist bereit.
page-reload = Neu laden

## Die Terminal-Ausgabe (tictactoe-terminal)

terminal-menu-keys = 1-5 ändern eine Wahl, Enter startet, s zeigt die Statistik, ? zeigt alle Tasten, q beendet
terminal-too-small = Mach das Terminal für dieses Brett mindestens { $columns } Spalten breit und { $rows } Zeilen hoch
terminal-footer = ? zeigt alle Tasten, q verlässt die Runde
terminal-plain-move = { $turn }: Gib ein Feld ein ({ $example }) oder ? für die Hilfe
terminal-plain-over = Enter spielt noch einmal, q führt zurück ins Menü
terminal-plain-leave = y verlässt die Runde, n spielt weiter
terminal-plain-unknown = „{ $line }“ bedeutet hier nichts: ? zeigt alle Tasten
terminal-plain-not-a-square = „{ $line }“ ist hier kein Feld: Gib eines wie { $example } ein oder ? für die Hilfe
terminal-online-keys = Enter spielt gegen irgendwen (Schnelles Spiel), c erstellt einen Raum, j tritt dem eines Freundes per Code bei, w schaut zu, r zeigt die Rangliste
terminal-type-name = Gib einen Namen für { $seat } ein, dann Enter (Esc behält den alten)
terminal-type-code = Gib den Code des Raums ein, dann Enter (Esc geht zurück)
terminal-chance = { $mark }: { $percent } % Chance
terminal-sent-to = Spiele im Brett { $board } (seine Felder 1-9)
terminal-any-board = Spiele in einem beliebigen offenen Brett: eine erste 1-9 wählt es, eine zweite sein Feld
terminal-help-keys = ↑ ↓ weiterlesen, jede andere Taste schließt
engine-playing-ours = Spiel gegen { $name }, eine Engine, die unser Protokoll spricht
engine-playing-codingame = Spiel gegen { $name }, eine Engine, die CodinGames Züge liest
engine-lost-no-start = { $name } ist nicht gestartet ({ $why }) und verliert die Runde
engine-lost-slow = { $name } hat nicht innerhalb von { $seconds } s gezogen und verliert die Runde
engine-lost-broken = { $name } hat aufgehört oder falsch geantwortet ({ $why }) und verliert die Runde
engine-lost-illegal = { $name } hat { $square } gespielt, was die Regeln nicht erlauben, und verliert die Runde
terminal-help-rules = Setzt abwechselnd X und O. Drei in einer Reihe gewinnen auf 3 x 3, vier in einer Reihe auf 4 x 4 und 5 x 5. Spiele ein Feld mit seiner Ziffer oder mit dem Cursor und Enter; ein Klick spielt, wo das Terminal die Maus meldet.
terminal-report-confirm = { $name } dafür melden? Enter sendet die Meldung, Esc nicht
