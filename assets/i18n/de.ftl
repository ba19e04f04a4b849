# Tic-Tac-Toe auf Deutsch. Dieselben Ids wie en.ftl, in derselben Reihenfolge.
#
# Begriffe: board = Brett, square = Feld, move = Zug, round = Runde,
# draw = Remis, replay = Wiederholung, review = Rückblick, room = Raum.
# X und O, Feldnamen („b2“) und „Ultimate“ bleiben unverändert.

game-title = Tic-Tac-Toe

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
settings-labels-note = Sie erscheinen auch, wenn du mit den Zahlen- oder Pfeiltasten spielst.
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
settings-first-computer = Der Computer

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
board-classic = 3 x 3, drei in einer Reihe
board-four = 4 x 4, vier in einer Reihe
board-five = 5 x 5, vier in einer Reihe
board-ultimate = Ultimate: neun Bretter in einem. Dein Feld schickt deinen Gegner auf dieses Brett; gewinne drei Bretter in einer Reihe
think-quick = Schnell
think-one-second = 1 Sekunde
think-five-seconds = 5 Sekunden
clock-none = Keine Uhr
clock-seconds = { $seconds } s
theme-light = Hell
theme-dark = Dunkel
theme-high-contrast = Hoher Kontrast



## Title screen



## Keys and help



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
round-resume = Weiter
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
board-best = bester
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
narrate-result-wins-on-time = { $name } gewinnt auf Zeit!
# Gegen den Computer: das Ergebnis, dann die genutzte Hilfe (der Satz des Coachs).
# Nach einem Ergebnis, das nicht auf „!“ endet.
narrate-result-help = { $result }. { $help }
# Nach einem Ergebnis, das auf „!“ endet.
narrate-result-exclaimed-help = { $result } { $help }
# Gegen den Computer: gewonnene, verlorene und unentschiedene Runden.
narrate-score-yours = Stand: { $won } gewonnen, { $lost } verloren, { $drawn } Remis
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



## Coach



## Statistics and review

# Eine Zeile der Statistik: wer gespielt hat ($strength: die Stärke des Computers, „Unmöglich“) und das Brett ($board: „5 x 5“).
stats-record-you-vs = Du gegen { $strength }, { $board }
# Der Computer gegen sich selbst.
stats-record-itself = { $strength } gegen sich selbst, { $board }
stats-record-two-players = Zwei Spieler, { $board }

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
