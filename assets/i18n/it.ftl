# Tris in italiano: gli stessi id di en.ftl, nello stesso ordine.

game-title = Tris

## Settings sheet

settings-title = Impostazioni
settings-language = Lingua
settings-language-system = Sistema ({ $language })
settings-language-note = Viene usata la lingua del sistema finché non ne scegli una.
settings-board = Griglia
settings-think = Riflessione di Impossibile su Ultimate
settings-think-note = Più pensa, più è forte.
settings-first = Chi inizia (gioca X)
settings-clock = Timer nelle stanze che crei
settings-clock-note = Ogni mossa va fatta entro questo tempo, altrimenti il round è perso. Una partita rapida ha sempre 30 s.
settings-look = Aspetto
settings-look-note = Viene seguita l'impostazione del sistema finché non ne scegli una.
settings-sound = Audio
settings-sound-effects = Effetti sonori
settings-volume = Volume
settings-volume-value = { $percent }%
settings-labels = Etichette della griglia
settings-labels-classic = Mostra sempre i numeri delle caselle
settings-labels-four = Mostra sempre i nomi delle caselle (da a1 a d4)
settings-labels-five = Mostra sempre i nomi delle caselle (da a1 a e5)
settings-labels-ultimate = Mostra sempre i numeri (griglia e casella)
settings-labels-note = Compaiono anche quando giochi con i tasti numerici o le frecce.
settings-server = Server di gioco
settings-names = Nomi
settings-player-one = Giocatore 1
settings-player-two = Giocatore 2
settings-your-name = Il tuo nome
settings-name-limit = { $count ->
    [one] I nomi possono avere al massimo { $count } carattere
   *[other] I nomi possono avere al massimo { $count } caratteri
    }
settings-first-random = A caso
settings-first-take-turns = A turno
settings-first-me = Io
settings-first-my-friend = Il mio amico
settings-first-computer = Il computer

## Choices

mode-human-vs-human = Umano vs umano
mode-human-vs-computer = Umano vs computer
mode-computer-vs-computer = Computer vs computer
mode-online = Online
difficulty-easy = Facile
difficulty-medium = Medio
difficulty-impossible = Impossibile
board-short-classic = 3 x 3
board-short-four = 4 x 4
board-short-five = 5 x 5
board-short-ultimate = Ultimate
board-classic = 3 x 3, tre in fila
board-four = 4 x 4, quattro in fila
board-five = 5 x 5, quattro in fila
board-ultimate = Ultimate: nove griglie in una. La tua casella manda l'avversario in quella griglia; vinci tre griglie in fila
think-quick = Rapido
think-one-second = 1 secondo
think-five-seconds = 5 secondi
clock-none = Senza timer
clock-seconds = { $seconds } s
theme-light = Chiaro
theme-dark = Scuro
theme-high-contrast = Alto contrasto



## Title screen



## Keys and help



## Round

# L'intestazione dei giocatori sopra la griglia

round-you-win = hai vinto
round-wins = ha vinto
round-time-left = restano { $time }
round-you = tu
round-draws = { $count ->
    [one] pareggio
   *[other] pareggi
    }

# Il pannello accanto alla griglia

round-resume = Riprendi
round-review-step = Revisione: mossa { $step } di { $count }
round-replay-won = Ha vinto { $mark }
round-replay-draw = Pareggio
round-replay-unfinished = Partita non conclusa
round-replay-moves = { $count ->
    [one] Replay: { $count } mossa
   *[other] Replay: { $count } mosse
    }
round-score-and-rating = { $score }. { $rating }
round-rated-match = Partita rapida classificata
round-room = Stanza
round-copy-code = Copia codice
round-copy-link = Copia link
round-copy-watch-link = Copia link spettatore
round-moves = Mosse
round-moves-none = Ancora nessuna

# Uscire da un round

round-leave-room = Uscire dalla stanza?
round-leave-room-why = Il tuo amico vedrà che hai lasciato la stanza e questo round non conterà.
round-leave-round = Uscire da questo round?
round-leave-round-why = Non è finito, quindi non conterà.
round-leave = Esci
round-keep-playing = Continua
round-leave-keys = Enter per uscire, Esc per continuare.
round-leave-room-said = Uscire dalla stanza? Enter per uscire, Escape per continuare
round-leave-round-said = Uscire da questo round? Enter per uscire, Escape per continuare



## Board

# L'analisi sulle caselle e i contorni del coach

board-wins = Vince { $mark }
board-draw = Pareggio
board-at-once = subito
board-in-moves = { $count ->
    [one] in { $count } mossa
   *[other] in { $count } mosse
    }
board-chance = { $percent }%
board-analysing = Analisi…
board-best = la migliore
board-better = migliore
board-played = { $mark } ha giocato
board-judging = valutazione…



## Narration

# Ciò che il gioco annuncia durante un round, nella riga di stato e ai lettori di schermo.

narrate-round-started = Round { $number }. { $score }
narrate-you-took = Hai preso { $square }
narrate-took = { $name } ha preso { $square }
narrate-square-number = la casella { $number }
narrate-square-ultimate = la casella { $square } della griglia { $board }
narrate-your-turn = Tocca a te ({ $mark })
narrate-turn = Tocca a { $name } ({ $mark })
narrate-thinking = { $name } sta pensando ({ $mark })

# Mosse rifiutate

narrate-taken-number = La casella { $number } è occupata da { $mark }: scegli una casella libera
narrate-taken-ultimate = La casella { $square } della griglia { $board } è occupata da { $mark }: scegli una casella libera
narrate-taken-named = La casella { $square } è occupata da { $mark }: scegli una casella libera
narrate-closed-board = La griglia { $board } è chiusa: gioca in una griglia aperta
narrate-wrong-board = L'ultima mossa ti manda alla griglia { $board }: gioca nella griglia evidenziata
narrate-off-board = Non è una casella di questa griglia
narrate-round-over = Il round è finito: premi Enter o R per giocare ancora, Esc per il menu
narrate-watching = Stai guardando: muovono solo i due giocatori
narrate-wait-computer = Aspetta: tocca al computer
narrate-wait = Aspetta: tocca a { $name }
narrate-one-at-a-time = Una mossa alla volta
narrate-looking-back = Stai guardando una mossa precedente: «Torna alla partita» (End) o «Gioca da qui» (P)

# Annullare le mosse

narrate-moves-and = { $first } e { $second }
narrate-undid = Annullato: { $moves }
narrate-redid = Ripristinato: { $moves }
narrate-playing-from = Si riprende dalla mossa { $number }: le mosse successive si possono ripristinare
narrate-nothing-to-undo = Nessuna mossa da annullare
narrate-nothing-to-redo = Nessuna mossa da ripristinare
narrate-only-computer-moves = Nessuna tua mossa da annullare: il computer ha giocato per primo
narrate-no-take-backs-online = Online non si torna indietro: le mosse giocate restano
narrate-no-take-backs-replay = Un replay mostra la partita così come è stata giocata: scorrila con «Revisione»
narrate-no-such-move = La mossa { $number } non esiste: { $moves ->
    [one] la partita ne ha solo { $moves }
   *[other] la partita ne ha solo { $moves }
    }
narrate-round-reopened = Il round è di nuovo aperto e il suo risultato non conta più. { $score }

# Risultati e punteggio

narrate-result-draw = Pareggio
narrate-result-you-win = Hai vinto!
narrate-result-you-win-on-time = Hai vinto per tempo!
narrate-result-computer-wins = Ha vinto il computer
narrate-result-wins = { $name } ha vinto!
narrate-result-wins-on-time = { $name } ha vinto per tempo!
narrate-result-help = { $result }. { $help }
narrate-result-exclaimed-help = { $result } { $help }
narrate-score-yours = Punteggio: vittorie { $won }, sconfitte { $lost }, pareggi { $drawn }
narrate-score = Punteggio: { $first } { $first_wins }, { $second } { $second_wins }, pareggi { $draws }

# Le scelte del menu, annunciate quando cambiano

narrate-menu = Menu: { $mode }, { $first }, { $board }. { $enter }
narrate-menu-with-strength = Menu: { $mode }, { $strength }, { $first }, { $board }. { $enter }
narrate-menu-you-first = inizi tu
narrate-menu-friend-first = inizia il tuo amico
narrate-menu-computer-first = inizia il computer
narrate-menu-named-first = inizia { $name }
narrate-menu-random-first = primo giocatore a caso
narrate-menu-take-turns = i giocatori iniziano a turno
narrate-menu-offline = Per giocare online serve la rete e questo dispositivo è offline; tutto il resto funziona anche senza
narrate-menu-enter-finds = Enter cerca un giocatore
narrate-menu-enter-starts = Enter avvia la partita

## Online



## Coach



## Statistics and review

stats-record-you-vs = Tu vs { $strength }, { $board }
stats-record-itself = { $strength } contro sé stesso, { $board }
stats-record-two-players = Due giocatori, { $board }

# Replay

replay-link-after-round = Il link del replay viene creato alla fine del round
replay-finish-round-first = Finisci o abbandona questo round per aprire un replay
replay-opened-win = Replay di { $moves ->
    [one] { $moves } mossa
   *[other] { $moves } mosse
    }, ha vinto { $mark }: scorrilo con le frecce
replay-opened-draw = Replay di { $moves ->
    [one] { $moves } mossa
   *[other] { $moves } mosse
    }, pareggio: scorrilo con le frecce
replay-opened-unfinished = Replay di { $moves ->
    [one] { $moves } mossa
   *[other] { $moves } mosse
    }, partita non conclusa: scorrilo con le frecce
replay-error-empty = Impossibile aprire questo link del replay: il replay è vuoto
replay-error-too-long = Impossibile aprire questo link del replay: il replay ha { $letters ->
    [one] { $letters } lettera
   *[other] { $letters } lettere
    }, più di qualsiasi partita
replay-error-unknown-board = Impossibile aprire questo link del replay: il replay inizia con «{ $letter }», che non indica nessuna griglia (3, 4, 5 o u)
replay-error-not-a-letter = Impossibile aprire questo link del replay: il replay contiene «{ $letter }», che non corrisponde a nessuna mossa
replay-error-cut-short = Impossibile aprire questo link del replay: il replay si interrompe a metà di una mossa
replay-error-off-the-board = Impossibile aprire questo link del replay: la mossa { $number } del replay è fuori dalla griglia
replay-error-taken = Impossibile aprire questo link del replay: la mossa { $number } del replay (casella { $square }) non si può giocare: quella casella è occupata da { $mark }
replay-error-square-off-board = Impossibile aprire questo link del replay: la mossa { $number } del replay (casella { $square }) non si può giocare: riga { $row }, colonna { $column } è fuori dalla griglia
replay-error-game-over = Impossibile aprire questo link del replay: la mossa { $number } del replay (casella { $square }) non si può giocare: la partita è finita
replay-error-closed-board = Impossibile aprire questo link del replay: la mossa { $number } del replay (casella { $square }) non si può giocare: la griglia { $board } è chiusa, bisogna giocare in una griglia aperta
replay-error-wrong-board = Impossibile aprire questo link del replay: la mossa { $number } del replay (casella { $square }) non si può giocare: l'ultima mossa manda alla griglia { $board }
replay-error-moves-after-the-end = Impossibile aprire questo link del replay: la mossa { $number } del replay arriva dopo la fine della partita
replay-error-unfinished = Impossibile aprire questo link del replay: la partita del replay non è mai stata conclusa


## Page: the browser page's own words, before the game starts (web/theme.js
## and web/main.js read these at build time; single lines only).

page-description = Tris su griglie 3 x 3, 4 x 4 e 5 x 5: contro un amico, online o contro un computer che non perde mai, con un coach che mostra l'esito di ogni casella. Funziona offline dopo il caricamento.
page-app-description = Tris su griglie 3 x 3, 4 x 4 e 5 x 5, contro un amico, online o contro il computer, con un coach.
page-canvas = Tris. Mosse e risultati vengono annunciati qui sotto.
page-how-to-play = Fai clic o tocca una casella per occuparla. Una volta avviato il gioco, qui trovi la descrizione di tutti i tasti che usa.
page-loading = Caricamento del gioco…
page-loading-percent = Caricamento del gioco… { $percent }%
page-starting = Avvio…
page-no-webgl-heading = Il gioco non può partire
page-no-webgl = Questo gioco disegna con WebGL2, che questo browser non offre (o ha disattivato). Funziona con una versione recente di Firefox, Chrome, Edge o Safari.
page-stopped-heading = Il gioco si è fermato
page-stopped = Il gioco si è fermato: { $reason }. Ricarica la pagina per giocare di nuovo.
page-not-started = Il gioco non è riuscito a partire: { $reason }. Funziona con una versione recente di Firefox, Chrome, Edge o Safari con WebGL2.
page-not-loaded = Impossibile caricare i file del gioco ({ $reason }). Controlla la connessione e ricarica la pagina.
page-internal-error = un errore interno (la console del browser potrebbe dire di più)
page-unknown-error = un errore sconosciuto
page-update = È pronta una nuova versione del gioco.
page-reload = Ricarica
