# Tris in italiano: gli stessi id di en.ftl, nello stesso ordine.

game-title = Tris

## Names: the players' names until they type their own, and the computer's.

name-computer = Computer
name-computer-numbered = Computer { $number }
name-player = Giocatore { $number }

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
settings-labels-misere = Mostra sempre i numeri delle caselle
settings-labels-qubic = Mostra sempre i nomi dei punti (livello, poi da a1 a d4)
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
board-short-misere = Misère
board-short-qubic = Qubic
board-short-notakto = Notakto
board-classic = 3 x 3, tre in fila
board-four = 4 x 4, quattro in fila
board-five = 5 x 5, quattro in fila
board-ultimate = Ultimate: nove griglie in una. La tua casella manda l'avversario in quella griglia; vinci tre griglie in fila
board-misere = Misère: 3 x 3, e chi fa tre in fila perde
board-qubic = Qubic: 4 x 4 x 4, quattro in fila su una delle 76 linee del cubo
board-notakto = Notakto: 3 x 3, entrambi mettono X, e chi fa tre in fila perde
think-quick = Rapido
think-one-second = 1 secondo
think-five-seconds = 5 secondi
clock-none = Senza timer
clock-seconds = { $seconds } s
theme-light = Chiaro
theme-dark = Scuro
theme-high-contrast = Alto contrasto



## Title screen

title-settings = Impostazioni
title-statistics = Statistiche
# Sotto ogni modo di gioco, sulla sua scheda.
title-blurb-human-vs-human = Due giocatori, un dispositivo
title-blurb-human-vs-computer = Tu contro il computer
title-blurb-computer-vs-computer = Guarda giocare due computer
title-blurb-online = Chiunque, o un amico con un codice
title-strength = Forza del computer
# Sotto Inizia mentre una sfida è in corso; $count sono i round giocati.
title-session-rounds = { $count ->
    [one] { $count } round giocato in questa sessione: il punteggio continua con gli stessi giocatori
   *[other] { $count } round giocati in questa sessione: il punteggio continua con gli stessi giocatori
    }

# Il riepilogo sotto Inizia: "Griglia 3 x 3 · inizi tu".
title-summary = { $board } · { $first }
# Online, le scelte di una stanza creata dal giocatore; $seconds è il tempo per mossa.
title-summary-room = { $board } · stanza creata da te: { $first }, { $seconds } s
title-summary-room-no-clock = { $board } · stanza creata da te: { $first }, senza timer
title-summary-board = Griglia { $board }
title-first-random = primo giocatore a caso
title-first-take-turns = i giocatori iniziano a turno
# Online: chi crea la stanza.
title-first-maker = inizia chi crea la stanza
title-first-friend = inizia l'amico che entra
title-first-you = inizi tu
title-first-computer = inizia il computer
title-first-named = inizia { $name }
# Apre le impostazioni.
title-change = Cambia…

# Online. $code è il codice di una stanza ("KXMTRAB").
title-back-to-room = Torna alla tua partita (stanza { $code })
title-stop-looking = Interrompi ricerca
title-play-the-computer = Gioca contro il computer
title-quick-match = Partita rapida
# Conto alla rovescia; $time è minuti e secondi, "1:05".
title-quick-match-in = Partita rapida tra { $time }
title-quick-match-note = Gioca contro chiunque cerchi una partita sulla tua stessa griglia; la partita è classificata.
title-play-a-friend = Oppure gioca con un amico
title-create-room = Crea una stanza
title-create-room-note = Valgono le tue scelte di griglia, primo giocatore e timer; il tuo amico entra con il codice o il link della stanza.
title-join-note = Oppure entra nella stanza di un amico con il suo codice, o guardala:
# Nel campo del codice vuoto; il codice resta com'è.
title-code-hint = Codice, es. KXMTRAB
title-room-code = Codice stanza
title-join = Entra
title-watch = Guarda

# Le statistiche.
title-stats-title = Statistiche
title-stats-none = Ancora nessun round concluso.
title-stats-won = Vittorie
title-stats-lost = Sconfitte
title-stats-drawn = Pareggi
title-stats-best-streak = Miglior serie
title-stats-whose = Vittorie e sconfitte sono del primo giocatore: le tue, contro il computer.
title-stats-reset-question = Azzerare tutte le statistiche? Non si può annullare.
title-stats-reset-yes = Sì, azzera
title-stats-reset-no = No, tienile
title-stats-reset = Azzera statistiche…

# La classifica: il pulsante nella schermata iniziale e il titolo del pannello.
title-leaderboard = Classifica
title-leaderboard-asking = Richiesta al server di gioco…
title-leaderboard-try-again = Riprova
# Il posto di questo dispositivo: $place la posizione, $rating il rating ("1523" o "1500?"), $games le partite classificate.
title-leaderboard-you = { $games ->
    [one] Tu: #{ $place } con { $rating } dopo { $games } partita classificata
   *[other] Tu: #{ $place } con { $rating } dopo { $games } partite classificate
    }
# Non ancora in classifica: $needs è quanti avversari diversi mancano.
title-leaderboard-you-unranked = { $games ->
    [one] Tu: { $rating } dopo { $games } partita classificata
   *[other] Tu: { $rating } dopo { $games } partite classificate
    }; { $needs ->
    [one] sfida ancora { $needs } avversario per entrare in classifica
   *[other] sfida altri { $needs } avversari per entrare in classifica
    }
title-leaderboard-you-none = Non hai ancora partite classificate su questa griglia: la partita rapida è classificata.
# $count è quanti avversari diversi servono per entrare in classifica.
title-leaderboard-nobody = { $count ->
    [one] Nessuno è ancora in classifica su questa griglia. Si entra in classifica dopo partite classificate contro { $count } avversario diverso.
   *[other] Nessuno è ancora in classifica su questa griglia. Si entra in classifica dopo partite classificate contro { $count } avversari diversi.
    }
# Lo stesso, quando il rating del giocatore ha il punto interrogativo.
title-leaderboard-nobody-provisional = { $count ->
    [one] Nessuno è ancora in classifica su questa griglia. Si entra in classifica dopo partite classificate contro { $count } avversario diverso. Nel tuo rating, il punto interrogativo indica che le partite sono ancora troppo poche per esserne sicuri.
   *[other] Nessuno è ancora in classifica su questa griglia. Si entra in classifica dopo partite classificate contro { $count } avversari diversi. Nel tuo rating, il punto interrogativo indica che le partite sono ancora troppo poche per esserne sicuri.
    }
# Le intestazioni della tabella: posizione, nome, rating, partite classificate.
title-leaderboard-place = #
title-leaderboard-player = Giocatore
title-leaderboard-rating = Rating
title-leaderboard-games = Partite
title-leaderboard-about = { $count ->
    [one] I rating sono Glicko-2, separati per griglia; il punto interrogativo indica che le partite sono troppo poche per esserne sicuri. Si entra in classifica dopo partite classificate contro { $count } avversario diverso.
   *[other] I rating sono Glicko-2, separati per griglia; il punto interrogativo indica che le partite sono troppo poche per esserne sicuri. Si entra in classifica dopo partite classificate contro { $count } avversari diversi.
    } Contano solo gli avversari già in classifica e senza punto interrogativo (finché una griglia non ne ha 11: chiunque abbia giocato contro altri 10 e non mostri il punto interrogativo); una vittoria contro chiunque altro vale al massimo { $most } punti, e tali vittorie { $all } in tutto.



## Keys and help

keys-arrow-keys = Frecce

# I titoli sotto cui l'aiuto raggruppa i tasti.
keys-when-menu = Nella schermata iniziale
keys-when-round = Durante un round
keys-when-looking-back = Guardando una mossa precedente
keys-when-over = Dopo un round
keys-when-reviewing = Durante una revisione
keys-when-board = Durante e dopo un round
keys-when-anywhere = Ovunque

# Due tasti che fanno la stessa cosa: "U o Ctrl+Z". I nomi dei tasti restano come sui tasti.
keys-either = { $first } o { $second }
# L'elenco dei tasti letto dal lettore di schermo: "U o Ctrl+Z: Annulla (...)".
keys-plain-item = { $keys }: { $what }
keys-plain-separator = {"; "}
keys-plain-section = { $heading }: { $items }.

# Le etichette dei pulsanti (un tasto fa lo stesso).
keys-button-start = Inizia
keys-button-quit = Esci
keys-button-undo = Annulla
keys-button-redo = Ripristina
keys-button-hint = Suggerimento
keys-button-analysis = Analisi
keys-button-back-to-game = Torna alla partita
keys-button-play-from-here = Gioca da qui
keys-button-leave-round = Menu
keys-button-close-review = Chiudi
keys-button-play-again = Gioca ancora
keys-button-review = Revisione
keys-button-copy-replay-link = Copia replay
keys-button-report-threw = Ha perso apposta
keys-button-report-unfair = Gioco scorretto
keys-button-review-previous = Precedente
keys-button-review-next = Successiva
keys-button-back-to-menu = Menu
keys-button-toggle-labels = Nomi caselle
keys-button-toggle-sound = Audio
keys-button-help = Aiuto

# Che cosa fa ogni tasto, nell'aiuto.
keys-what-start = Inizia (online: apri una stanza)
keys-what-quit = Esci (nella versione desktop); mentre cerchi un avversario, smetti di cercare
keys-what-play-square = Gioca una casella sul 3 x 3 (su Ultimate, prima una griglia, poi la sua casella): 7 8 9 sono la riga in alto, come sul tastierino numerico
keys-what-move-cursor = Sposta il cursore sulla griglia
keys-what-place-at-cursor = Gioca la casella sotto il cursore
keys-what-undo = Annulla (contro il computer, la sua risposta e la tua mossa)
keys-what-redo = Ripristina
keys-what-hint = Suggerimento: le caselle migliori e dove portano
keys-what-analysis = Analisi: dove porta ogni casella libera
keys-what-back-to-game = Torna alla partita in corso
keys-what-play-from-here = Riprendi a giocare dalla mossa mostrata (le mosse successive si possono ripristinare)
keys-what-earlier = Guarda la griglia una mossa prima
keys-what-later = Guarda la griglia una mossa dopo
keys-what-first-position = Guarda la griglia vuota
keys-what-leave-round = Esci dal round e torna alla schermata iniziale (chiede conferma)
keys-what-close-review = Chiudi la revisione
keys-what-play-again = Gioca ancora; il punteggio continua
keys-what-review = Rivedi il round mossa per mossa
keys-what-copy-replay-link = Copia un link che apre il replay di questa partita in un browser
keys-what-report-threw = Dopo una partita classificata online, segnalare l'avversario perché ha perso apposta
keys-what-report-unfair = Dopo una partita classificata online, segnalare l'avversario per gioco scorretto (aiuto da un programma o da una persona)
keys-what-review-previous = Rivedi la mossa precedente
keys-what-review-next = Rivedi la mossa successiva
keys-what-back-to-menu = Torna alla schermata iniziale
keys-what-toggle-labels = Mostra o nascondi i nomi delle caselle
keys-what-toggle-sound = Attiva o disattiva l'audio
keys-what-help = Mostra o nascondi tutti i tasti

# Il pannello di aiuto (? o F1).
help-title = Come si gioca
# Spazi unificatori tengono "3 x 3" su una riga.
help-rules = Si gioca a turno mettendo X e O. Sul 3 x 3 vince chi fa tre in fila; sul 4 x 4 e sul 5 x 5 ne servono quattro. Fai clic o tocca una casella per occuparla.
help-ultimate = Ultimate: nove griglie piccole in una. Tre in fila vincono una griglia piccola; tre griglie piccole in fila vincono la partita. La casella che occupi manda l'avversario nella griglia piccola nella stessa posizione, che viene evidenziata; se quella griglia è già vinta o piena, può giocare in qualsiasi griglia aperta. Con i tasti: 1-9 (disposizione del tastierino numerico) indica la casella, dopo un primo 1-9 per la griglia quando la scelta è libera.
help-misere = Misère: tre in fila fanno perdere. Chi completa una linea dà la vittoria all'altro; una griglia piena senza linee è un pareggio. Medio segue regole che si possono imparare: mai completare una linea finché c'è un'altra casella libera; se comincia, prende il centro e poi risponde a ogni mossa con la casella opposta rispetto al centro; altrimenti sta lontano dai propri segni.
help-qubic = Qubic: quattro in fila in un cubo 4 x 4 x 4, disegnato come i suoi quattro livelli: 1 in alto a sinistra, 2 in alto a destra, 3 in basso a sinistra, 4 in basso a destra. Una linea sta in un livello, attraversa i quattro livelli dritta o in diagonale: 76 linee in tutto. Un punto si chiama con il livello e la casella, come 2b3. Chi comincia può forzare la vittoria. Medio vince se può, altrimenti blocca, altrimenti prende uno dei 16 punti su sette linee (gli angoli del cubo e i suoi otto punti interni). Il suggerimento dell'allenatore dà la mossa del computer e dice perché (una vittoria, un blocco o la scelta della sua ricerca), e l'analisi segna chi vince nei punti dove una serie di minacce lo dimostra; la revisione non conosce ancora Qubic.
help-notakto = Notakto: entrambi i giocatori mettono X, e chi completa tre in fila, di chiunque siano i segni, perde; non c'è pareggio. Ogni segno tiene il colore del suo giocatore, e il gioco chiama ancora X il primo giocatore e O il secondo. Il primo può forzare la vittoria. Medio segue regole che si possono imparare: mai completare una linea finché c'è un'altra casella libera; se comincia, prende il centro, poi una casella a salto di cavallo (due in un senso, una di lato) dal primo segno dell'avversario; prende una casella dopo la quale ogni casella libera completa una linea.
help-buttons = Pulsanti
help-buttons-note = Tab e Shift+Tab passano da un pulsante all'altro, e Space o Enter preme quello evidenziato. Durante un round le frecce, Enter e Space comandano la griglia finché Tab non passa al pannello; Esc le restituisce alla griglia. Nel browser, premendo Tab dopo l'ultimo pulsante del pannello si arriva alle caselle della griglia, come pulsanti.

# Un tasto che qui non fa niente; $key è il suo nome ("Q", "F5").
keys-unbound-menu = { $key } qui non fa niente: Enter inizia; ? mostra tutti i tasti
keys-unbound-classic = { $key } qui non fa niente: premi 1-9 (disposizione del tastierino numerico) o fai clic su una casella; ? mostra tutti i tasti
keys-unbound-ultimate = { $key } qui non fa niente: premi 1-9 per una casella della griglia evidenziata (prima una griglia, se la scelta è libera) o fai clic su una casella; ? mostra tutti i tasti
# Sulle griglie 4 x 4 e 5 x 5.
keys-unbound-large = { $key } qui non fa niente: fai clic su una casella, oppure usa le frecce ed Enter; ? mostra tutti i tasti
keys-unbound-over = { $key } qui non fa niente: Enter per giocare ancora, V per rivedere il round, Esc per il menu; ? mostra tutti i tasti
# I tasti numerici su Ultimate: $board e $number vanno da 1 a 9, come sul tastierino numerico.
keys-not-ultimate = Questa griglia non è Ultimate
keys-no-such-square = La casella { $number } non esiste
keys-board-closed = La griglia { $board } è chiusa: scegli una griglia aperta, 1-9
keys-no-such-square-sent = La casella { $number } non esiste: l'ultima mossa ti manda alla griglia { $board }, caselle 1-9
keys-no-such-board = La griglia { $number } non esiste: le griglie sono 1-9, disposte come sul tastierino numerico
keys-board-picked = Griglia { $board }: ora la casella, 1-9 (0 sceglie un'altra griglia)
keys-pick-a-board = Scegli una griglia, 1-9 (disposizione del tastierino numerico)
keys-numbers-classic-only = I tasti numerici scelgono le caselle solo sulla griglia 3 x 3: fai clic su una casella, oppure usa le frecce ed Enter
keys-no-such-square-classic = La casella { $number } non esiste: le caselle sono 1-9, disposte come sul tastierino numerico
keys-no-cursor = Prima scegli una casella: le frecce spostano, Enter gioca
keys-sound-off = Audio disattivato
keys-sound-on = Audio attivato
# Un clic o un tocco accanto alla griglia.
keys-outside-board = Qui sei fuori dalla griglia: fai clic su una casella

# Il nome di un comando per i lettori di schermo, con i suoi tasti: "Annulla (U o Ctrl+Z)".
keys-spoken = { $label } ({ $keys })
# Chiude un pannello (Impostazioni, Statistiche, l'aiuto).
keys-done = Fatto

# Ciò che il lettore di schermo dice quando la tastiera raggiunge un comando.
focus-button = { $label }, pulsante
focus-option = { $label }, opzione
focus-option-selected = { $label }, opzione, selezionata
focus-checkbox = { $label }, casella di controllo
focus-checkbox-checked = { $label }, casella di controllo, selezionata
focus-checkbox-not-checked = { $label }, casella di controllo, non selezionata
focus-text-field = { $label }, campo di testo, { $text }
focus-text-field-empty = { $label }, campo di testo, vuoto
focus-text-field-unnamed = { $label }, campo di testo
focus-text-field-unnamed-selected = { $label }, campo di testo, selezionato
focus-slider = { $label }, dispositivo di scorrimento
focus-slider-selected = { $label }, dispositivo di scorrimento, selezionato
focus-section = { $label }, sezione
focus-section-selected = { $label }, sezione, selezionata
focus-selected = { $label }, selezionato

# Gli avvisi del gioco: la descrizione dei tasti per i lettori di schermo ($keys è l'intero elenco).
keys-describe = Fai clic o tocca una casella per occuparla, oppure usa i tasti. { $keys }
# $text è ciò che è stato copiato (un link).
clipboard-copied = Copiato: { $text }
# $error è il motivo dato dal sistema.
clipboard-failed = Impossibile copiare ({ $error }): seleziona il testo a mano
# Statistiche e impostazioni salvate: $error e $problem sono il motivo, in inglese.
saved-statistics-damaged = Le statistiche salvate erano danneggiate ({ $error }) e ripartono da zero; le impostazioni restano
saved-statistics-not-saved = Impossibile salvare le statistiche ({ $error })
saved-settings-partly = Impostazioni salvate in parte illeggibili, sostituite dai valori predefiniti: { $problem }
# $count è il numero di altri problemi.
saved-settings-partly-more = { $count ->
    [one] Impostazioni salvate in parte illeggibili, sostituite dai valori predefiniti: { $problem } (e un altro problema)
   *[other] Impostazioni salvate in parte illeggibili, sostituite dai valori predefiniti: { $problem } (e altri { $count })
    }
saved-settings-unreadable = Impossibile leggere le impostazioni salvate ({ $error }): si usano quelle predefinite
saved-settings-not-saved = Impossibile salvare le impostazioni ({ $error })

# La griglia come pulsanti per i lettori di schermo nel browser: il nome del gruppo.
grid-name = Griglia { $size } per { $size }
grid-name-ultimate = Griglia Ultimate: nove griglie piccole 3 per 3
grid-name-qubic = Cubo Qubic: quattro livelli 4 per 4
# Il pulsante di una casella su Ultimate: $square è la descrizione della casella
# ("Griglia 7, casella 5, vuota"), $board la griglia della prossima mossa (da 1 a 9).
grid-square-sent = { $square }; giochi nella griglia { $board }
grid-square-any = { $square }; giochi in qualsiasi griglia aperta
square-label-number = Casella { $number }, { $place }, { $content }
square-label-named = Casella { $square }, riga { $row }, colonna { $column }, { $content }
square-label-ultimate = Griglia { $board }, casella { $square }, { $content }
square-label-qubic = Livello { $layer }, casella { $square }, { $content }
square-empty = vuota
square-place = { $place ->
    [top-left] in alto a sinistra
    [top] in alto
    [top-right] in alto a destra
    [left] a sinistra
    [right] a destra
    [bottom-left] in basso a sinistra
    [bottom] in basso
    [bottom-right] in basso a destra
   *[centre] al centro
}



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
round-report = Segnala:
round-reported = Segnalato. Grazie
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
narrate-sentence = { $text }.
narrate-sentences = { $first } { $second }
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
narrate-no-take-backs-engine = Questo motore legge i turni di CodinGame e non può annullare le mosse
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
# Misère: the result, then who completed a line (and so lost). $mark: X or O;
# $result: the sentence above (the second form when it ends in "!").
narrate-result-misere = { $result }. { $mark } ha fatto tre in fila
narrate-result-misere-exclaimed = { $result } { $mark } ha fatto tre in fila
narrate-result-wins-on-time = { $name } ha vinto per tempo!
narrate-result-help = { $result }. { $help }
narrate-result-exclaimed-help = { $result } { $help }
narrate-score-yours = Punteggio: vittorie { $won }, sconfitte { $lost }, pareggi { $drawn }
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

# La riga di stato e la schermata iniziale durante la connessione. $address: l'indirizzo del server di gioco.
online-connecting = Connessione a { $address }…
online-reconnecting = Connessione persa: riconnessione…
online-reconnected = Connessione ripristinata
# Partita rapida: un'altra ricerca arriva dallo stesso indirizzo internet, e la partita rapida non li abbina mai.
online-household = Anche qualcun altro a questo indirizzo sta cercando: la partita rapida non abbina mai giocatori dello stesso indirizzo (per giocare tra voi, interrompi la ricerca, poi crea una stanza e condividi il codice)
online-household-alone = Anche qualcun altro a questo indirizzo sta cercando: la partita rapida non abbina mai giocatori dello stesso indirizzo (per giocare tra voi, interrompi la ricerca, poi crea una stanza e condividi il codice); oppure gioca contro il computer
# $board: il nome breve della griglia ("3 x 3", "Ultimate").
online-searching = Ricerca di un giocatore per una partita { $board }…
online-searching-alone = Nessuno con un rating vicino al tuo sta ancora cercando una partita { $board }: la ricerca si allarga mentre aspetti, oppure gioca contro il computer
online-waiting-for-friend = In attesa che il tuo amico entri con il codice { $code }
# $name: il nome dell'altro giocatore.
online-wants-again = { $name } vuole giocare ancora
online-waiting-again = In attesa che anche { $name } voglia giocare ancora
# $watchers: quante persone guardano la stanza (con 0 non si mostra nulla).
online-playing = Partita online contro { $name }{ $watchers ->
        [0] {""}
        [one] , { $watchers } spettatore
       *[other] , { $watchers } spettatori
    }
# $seconds: per quanto il server tiene il posto.
online-away = { $name } ha perso la connessione: attesa del rientro per { $seconds } s
online-left = { $name } ha lasciato la stanza
online-joined = { $name } è nella stanza
online-lost-connection = { $name } ha perso la connessione, attesa…
online-is-back = { $name } è di nuovo in linea

# Guardare una stanza: $others è quanti altri guardano (con 0 non si mostra nulla).

online-watching-both = Stai guardando { $first } e { $second }{ $others ->
        [0] {""}
        [one] , con { $others } altro spettatore
       *[other] , con altri { $others } spettatori
    }
online-watching-empty = Stai guardando la stanza { $code }: in attesa di un secondo giocatore{ $others ->
        [0] {""}
        [one] , con { $others } altro spettatore
       *[other] , con altri { $others } spettatori
    }
online-watching-away = { $name } ha perso la connessione: attesa del rientro per { $seconds } s{ $others ->
        [0] {""}
        [one] , con { $others } altro spettatore
       *[other] , con altri { $others } spettatori
    }
online-watching-left = { $name } ha lasciato la stanza{ $others ->
        [0] {""}
        [one] , con { $others } altro spettatore
       *[other] , con altri { $others } spettatori
    }
online-watching-room = Stai guardando la stanza { $code }

# Il benvenuto del server. $code: il codice di sette lettere della stanza.

online-back-in-room = Di nuovo nella stanza { $code }, al tuo posto
online-found-player = Giocatore trovato: si comincia
online-room-open = La stanza { $code } è aperta: dai al tuo amico il codice { $code }
online-joined-room = Sei nella stanza { $code }

# Problemi di connessione

# $reason: il motivo, un messaggio closed-* (o le parole del server).
online-room-closed = La stanza è stata chiusa: { $reason }

# Perché una stanza è stata chiusa, dentro online-room-closed.
closed-stopped-looking = hai interrotto la ricerca
closed-left = hai lasciato la stanza
closed-stopped-watching = hai smesso di guardare
closed-everyone-left = se ne sono andati tutti
closed-idle = la stanza è rimasta inattiva troppo a lungo
closed-shutting-down = il server si sta spegnendo
closed-called-off = la partita è stata annullata
# Detto a uno spettatore: $name non ha mai fatto la prima mossa di una partita rapida.
closed-called-off-by = la partita è stata annullata: { $name } non ha mai fatto la prima mossa
# $seconds: il tempo che un giocatore ha per la prima mossa di una partita rapida.
closed-no-first-move = non hai fatto la tua prima mossa entro { $seconds ->
        [one] { $seconds } secondo
       *[other] { $seconds } secondi
    }: la partita è stata annullata e non conta per la classifica. La tua prossima partita rapida potrà iniziare tra un minuto
# Una partita rapida annullata perché $name non ha mai mosso; il gioco cerca un altro giocatore.
called-off-looking-again = { $name } non ha fatto la prima mossa: la partita è stata annullata e non conta per la classifica. Ricerca di un altro giocatore…
# $error: l'errore tecnico della connessione.
online-connection-lost = Connessione al server persa ({ $error }): riconnessione
# Dato come $error qui sopra quando è il server a chiudere la connessione.
online-server-closed = il server ha chiuso la connessione
online-reconnect-failed = Impossibile riconnettersi al server: la stanza è persa
online-needs-network = Per giocare online serve la rete e questo dispositivo è offline; tutto il resto funziona anche senza
# $address: l'indirizzo del server di gioco. Nel browser.
online-unreachable-page = Impossibile raggiungere il server di gioco su { $address }: il server della pagina potrebbe essersi fermato
# Sul desktop: .ci/web è il percorso di uno script; Impostazioni è il pannello delle impostazioni.
online-unreachable = Impossibile raggiungere il server di gioco su { $address }: è avviato? (.ci/web ne avvia uno; l'indirizzo si imposta in Impostazioni)

# Comandi

# $typed: ciò che il giocatore ha scritto come codice. Il codice d'esempio resta KXMTRAB.
online-not-a-code = «{ $typed }» non è un codice stanza: i codici sono di sette lettere, senza I, L e O (che sembrano 1 e 0), per esempio KXMTRAB
# Menu: il pulsante che fa uscire dalla stanza.
online-already-in-room = Sei già in una stanza: prima esci (Menu)
# $name: il giocatore che ha finito il tempo.
online-ran-out-of-time = { $name } ha finito il tempo
online-seconds-left = { $seconds ->
        [one] Resta { $seconds } secondo per muovere
       *[other] Restano { $seconds } secondi per muovere
    }
online-asked-again = Hai chiesto a { $name } un altro round

# Rating e classifica

# Dopo un round classificato. $delta: la variazione con il segno ("+16", "-8").
online-rating-change = Il tuo rating: { $before } → { $after } ({ $delta })
online-reported = Segnalato: i moderatori esamineranno questa partita. Grazie
online-report-nothing = Si può segnalare solo l'avversario di una partita classificata online, una volta per partita
online-unranked = { $needs ->
        [one] sfida ancora { $needs } avversario per entrare in classifica
       *[other] sfida altri { $needs } avversari per entrare in classifica
    }
# La classifica per i lettori di schermo, quando nessuno è in classifica. $you: "ranked" (con $place e $rating),
# "unranked" (con $rating e $needs) o "none" (nessuna partita classificata).
online-leaderboard-empty = Classifica { $board }: ancora nessuno in classifica{ $you ->
        [ranked] ; sei in posizione { $place } con { $rating }
        [unranked] ; hai { $rating }: { $needs ->
            [one] sfida ancora { $needs } avversario per entrare in classifica
           *[other] sfida altri { $needs } avversari per entrare in classifica
        }
       *[none] ; non hai partite classificate su questa griglia
    }
# Come sopra, con $players giocatori in classifica, in testa $leader con $leader_rating.
online-leaderboard = Classifica { $board }: { $players ->
        [one] { $players } giocatore
       *[other] { $players } giocatori
    }, in testa { $leader } con { $leader_rating }{ $you ->
        [ranked] ; sei in posizione { $place } con { $rating }
        [unranked] ; hai { $rating }: { $needs ->
            [one] sfida ancora { $needs } avversario per entrare in classifica
           *[other] sfida altri { $needs } avversari per entrare in classifica
        }
       *[none] ; non hai partite classificate su questa griglia
    }
online-leaderboard-unreadable = Impossibile leggere la risposta del server: è di un'altra versione?
online-leaderboard-timeout = Il server non ha risposto in tempo: riprova



## Coach

coach-online = Nelle partite online il coach resta in panchina: questa è tra te e il tuo amico
coach-not-yet = La revisione dell'allenatore non conosce ancora questo gioco: il suggerimento e l'analisi sì
coach-hint-round-over = Il round è finito: non c'è niente da suggerire
coach-hint-past = I suggerimenti valgono per la partita in corso: prima torna alla partita
coach-analysis-on-ultimate = Analisi attiva: ogni casella giocabile alla prossima mossa mostra la sua probabilità di vittoria secondo la ricerca del motore
coach-analysis-on-qubic = Analisi attiva: un punto mostra chi vince dove una serie di minacce lo dimostra; gli altri restano aperti
coach-analysis-on = Analisi attiva: ogni casella libera mostra dove porta giocarla
coach-analysis-off = Analisi disattivata

# Suggerimenti. $mover: X o O, chi deve muovere.

# L'esito con il gioco perfetto. $winner: X o O.
coach-outlook-win = { $winner } vince in { $moves ->
        [one] { $moves } mossa
       *[other] { $moves } mosse
    }
coach-outlook-draw = pareggio
# $result: "draw", "win" o "loss"; $outlook: la frase qui sopra.
coach-hint-any = Suggerimento per { $mover }: qualsiasi casella { $result ->
        [draw] mantiene il pareggio
        [win] vince ({ $outlook })
       *[loss] resiste più a lungo ({ $outlook })
    }
# $square: il nome di una casella ("5", "c2").
coach-hint-one = Suggerimento per { $mover }: la casella { $square } { $result ->
        [draw] mantiene il pareggio
        [win] vince ({ $outlook })
       *[loss] resiste più a lungo ({ $outlook })
    }
coach-hint-computer = Suggerimento per { $mover }: { $square } { $result ->
        [win] vince per forza
        [block] blocca una linea a cui manca un solo segno
       *[choice] è la scelta del computer (nessuna vittoria forzata in vista)
    }
# $squares: un elenco di caselle ("1, 3 o 7").
coach-hint-many = Suggerimento per { $mover }: le caselle { $squares } { $result ->
        [draw] mantengono il pareggio
        [win] vincono ({ $outlook })
       *[loss] resistono più a lungo ({ $outlook })
    }
# Ultimate: $board e $square da 1 a 9. $result: "win", "draw", "loss" (certi),
# o "chance" con $percent, la probabilità di vittoria di chi muove secondo la ricerca del motore.
coach-hint-engine = Suggerimento per { $mover }: griglia { $board }, casella { $square } { $result ->
        [win] vince
        [draw] mantiene il pareggio
        [loss] resiste più a lungo
       *[chance] dà a { $mover } { $percent }% di probabilità secondo la ricerca del motore
    }
# Elenchi: "1, 3 o 7" è "1" + ", " + ("3" o "7").
coach-list-or = { $first } o { $last }
coach-list-comma = { $first }, { $rest }

# La cronologia e la revisione. $number: il numero di una mossa; $total: quante mosse; $played: una mossa ("X 5", "O c2").

coach-viewing-start = Stai guardando l'inizio, prima della mossa 1 di { $total }
coach-viewing-move = Stai guardando la mossa { $number } di { $total }: { $played }
# End e P: i tasti.
coach-viewing-start-read-only = Stai guardando l'inizio, prima della mossa 1 di { $total }. La griglia è di sola lettura: «Torna alla partita» (End) o «Gioca da qui» (P)
coach-viewing-move-read-only = Stai guardando la mossa { $number } di { $total }: { $played }. La griglia è di sola lettura: «Torna alla partita» (End) o «Gioca da qui» (P)
coach-back-to-game = Di nuovo in partita
coach-pick-a-move = Prima scegli una mossa nell'elenco, poi gioca da lì
coach-no-moves = Ancora nessuna mossa: non c'è niente da rivedere
coach-review-closed = Revisione chiusa
coach-review-judging = Mossa { $number } di { $total }: { $played }, valutazione…
# $mark: uno dei giudizi qui sotto.
coach-review-mark = { $mark } ({ $number } di { $total })
# Il giudizio di una mossa rispetto al gioco perfetto. $better: le mosse migliori ("X 5 o X 7").
coach-mark-best-win = Mossa { $number }: { $played }, la migliore: porta alla vittoria
coach-mark-best-draw = Mossa { $number }: { $played }, la migliore: mantiene il pareggio
coach-mark-best-loss = Mossa { $number }: { $played }, la migliore: resiste più a lungo
coach-mark-kept-win = Mossa { $number }: { $played } vince lo stesso, ma { $better } vince prima
coach-mark-kept-loss = Mossa { $number }: { $played } perde prima di { $better }
# $what: "force" (permette a $opponent di forzare la vittoria), "slip" o "changed"; $held: che cosa ottenevano le mosse migliori:
# "won", "draw" o "lost" (vinceva $opponent).
coach-mark-mistake = Mossa { $number }: { $played } { $what ->
        [force] ha permesso a { $opponent } di forzare la vittoria
        [slip] ha trasformato una vittoria in pareggio
       *[changed] ha cambiato il risultato
    }; { $better } { $held ->
        [won] avrebbe vinto
        [draw] avrebbe mantenuto il pareggio
       *[lost] avrebbe comunque perso contro { $opponent }
    }
# Su Ultimate, rispetto alle probabilità del motore. $mover: X o O; $played_percent, $best_percent: probabilità in %;
# $points: la loro differenza; $top: la scelta del motore ("X 5-3").
coach-mark-chance-choice = Mossa { $number }: { $played }, la scelta del motore: probabilità di { $mover } { $played_percent }%
coach-mark-chance-as-good = Mossa { $number }: { $played }, valida quanto la scelta del motore { $top }: probabilità di { $mover } { $played_percent }% contro { $best_percent }%
coach-mark-chance-kept = Mossa { $number }: { $played } ha tolto a { $mover } { $points } punti di probabilità (da { $best_percent }% a { $played_percent }%); { $better } era migliore
coach-mark-chance-mistake = Mossa { $number }: { $played } ha fatto perdere a { $mover } { $points } punti di probabilità (da { $best_percent }% a { $played_percent }%); { $better } restava a { $best_percent }%

# Gli aiuti usati in un round, detti con il risultato.

coach-used-hints = Hai usato { $hints ->
        [one] { $hints } suggerimento
       *[other] { $hints } suggerimenti
    }
coach-used-undos = Hai annullato { $undos ->
        [one] { $undos } volta
       *[other] { $undos } volte
    }
coach-used-both = Hai usato { $hints ->
        [one] { $hints } suggerimento
       *[other] { $hints } suggerimenti
    } e annullato { $undos ->
        [one] { $undos } volta
       *[other] { $undos } volte
    }



## Statistics and review

stats-record-you-vs = Tu vs { $strength }, { $board }
stats-record-itself = { $strength } contro sé stesso, { $board }
stats-record-two-players = Due giocatori, { $board }
stats-record-online = Online, { $board } (le tue)

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


## Server refusals: what the game server would not do, worded by the game
## from the refusal's code and arguments (src/game/online/refusal.rs).

# Quanto aspettare, dentro refusal-too-many-joins e refusal-too-soon.
refusal-wait-seconds = { $count ->
    [one] un secondo
   *[other] { $count } secondi
    }
refusal-wait-minutes = { $count ->
    [one] un minuto
   *[other] { $count } minuti
    }
refusal-wait-hours = { $count ->
    [one] un'ora
   *[other] { $count } ore
    }
refusal-wait-days = { $count ->
    [one] un giorno
   *[other] { $count } giorni
    }
# $server, $client: numeri di versione del protocollo.
refusal-version-update-game = Questo server usa la versione { $server } del protocollo di gioco, il gioco la versione { $client }: ricarica la pagina o aggiorna il gioco
refusal-version-update-server = Questo server usa la versione { $server } del protocollo di gioco, il gioco la versione { $client }: il server è più vecchio del gioco, chiedi a chi lo gestisce di aggiornarlo
refusal-too-large = Un messaggio di { $bytes } byte supera il limite di { $limit }
refusal-too-fast = Più di { $per_second } messaggi al secondo: questo è stato scartato
refusal-too-fast-leaderboards = Ogni indirizzo può chiedere al massimo { $per_second } classifiche al secondo: riprova tra un secondo
# $why: le parole del lettore dei messaggi, in inglese.
refusal-malformed = Non è un messaggio di questo gioco: { $why }
refusal-binary = Un messaggio binario di { $bytes } byte: questo gioco usa solo testo
# $sentence: uno dei tre messaggi qui sopra.
refusal-disconnected = { $sentence }; troppi messaggi non validi, quindi la connessione viene chiusa
# $code: il codice di una stanza come è stato scritto, per esempio KXMTRAB.
refusal-no-such-room = La stanza { $code } non esiste: controlla il codice
refusal-room-closed = La stanza è stata chiusa
refusal-room-full = La stanza { $code } ha già due giocatori
# $wait: refusal-wait-seconds o refusal-wait-minutes.
refusal-too-many-joins = Troppi codici sbagliati dal tuo indirizzo: controlla il codice e riprova tra { $wait }
refusal-bad-token = Questo token non corrisponde a un posto nella stanza { $code }
refusal-seat-given-up = Quel posto è stato lasciato: entra in una nuova stanza
refusal-seat-left = { $name } ha lasciato la stanza
refusal-not-connected = Non connesso
refusal-searching-nobody-yet = Stai cercando una partita rapida: ancora nessun avversario
refusal-no-room = Prima crea una stanza o entra in una
refusal-idle = Nessuna stanza creata o raggiunta entro { $seconds } s: la connessione viene chiusa
refusal-already-in-room = Sei già nella stanza { $code }: prima esci
refusal-already-searching = Stai cercando una partita rapida: prima interrompi la ricerca
refusal-already-watching = Stai guardando una stanza: prima smetti di guardarla
refusal-not-started = Il tuo amico non è ancora entrato
refusal-not-your-turn = Tocca a { $name }
# $mark: X o O.
refusal-move-taken = Quella casella è occupata da { $mark }
refusal-move-off-board = Riga { $row }, colonna { $column }: è fuori dalla griglia
refusal-move-game-over = La partita è finita
# $board: una griglia piccola di Ultimate, da 1 a 9 come sul tastierino numerico.
refusal-move-closed-board = La griglia { $board } è chiusa: gioca in una griglia aperta
refusal-move-wrong-board = L'ultima mossa ti manda alla griglia { $board }
refusal-out-of-time = Hai finito il tempo: questo round è perso. Chiedi di giocare ancora
refusal-round-over = Questo round è finito: chiedi di giocare ancora
refusal-late = Il tempo per questa mossa è scaduto: il round è perso per tempo
refusal-round-not-over = Prima finisci questo round
refusal-full = Il server è pieno: riprova tra qualche minuto
refusal-full-returning-only = Il server è pieno: per ora entra solo chi torna al proprio posto. Riprova tra qualche minuto
refusal-full-rooms = Il server ha già tutte le stanze che può ospitare: riprova tra qualche minuto
refusal-address-rooms = { $count ->
    [one] Il tuo indirizzo ha già { $count } stanza aperta qui: prima finiscila o lasciala
   *[other] Il tuo indirizzo ha già { $count } stanze aperte qui: prima finiscine o lasciane una
    }
refusal-address-searches = { $count ->
    [one] Il tuo indirizzo ha già { $count } ricerca di partita aperta qui: prima interrompila
   *[other] Il tuo indirizzo ha già { $count } ricerche di partita aperte qui: prima interrompine una
    }
refusal-address-watching = { $count ->
    [one] Il tuo indirizzo sta già guardando { $count } stanza da qui: prima smetti di guardarla
   *[other] Il tuo indirizzo sta già guardando { $count } stanze da qui: prima smetti di guardarne una
    }
refusal-lost-touch = Al momento non si possono iniziare nuove partite: questo server ha perso il contatto con gli altri. Le partite in corso continuano; riprova tra un minuto
refusal-no-answer = Il server della stanza non risponde: riprova tra un momento
refusal-name-computer = «{ $name }» è il nome del computer, e online giochi contro persone: scegli un altro nome in Impostazioni
refusal-name-rated = Un altro giocatore ha già un rating con il nome «{ $name }»: scegli un altro nome in Impostazioni
# $waiting: il nome del giocatore già nella stanza.
refusal-name-look-alike = «{ $name }» sembrerebbe uguale a «{ $waiting }», il nome del giocatore in attesa nella stanza (le lettere sono diverse: un altro alfabeto o caratteri simili): scegli un altro nome in Impostazioni
# $key: la chiave del dispositivo, lettere e cifre; $min, $max: la lunghezza ammessa.
refusal-bad-player = «{ $key }» non è una chiave di dispositivo: il gioco invia da { $min } a { $max } lettere, cifre, '_' o '-' (ricarica la pagina o aggiorna il gioco)
# $games: quante partite classificate sono rimaste incompiute; $wait: refusal-wait-*.
refusal-too-soon = Da questo dispositivo o indirizzo, nell'ultimo giorno { $games ->
    [one] una partita classificata è rimasta incompiuta o non è mai iniziata
   *[other] { $games } partite classificate sono rimaste incompiute o non sono mai iniziate
    }: la tua prossima partita rapida potrà iniziare tra { $wait }
refusal-too-many-reports = Dal tuo indirizzo sono già arrivate { $count } segnalazioni quest'ora: riprova più tardi
refusal-nothing-to-report = Si può segnalare solo l'avversario di una partita classificata appena finita, una volta per partita
refusal-banned = Un moderatore ha chiuso le partite classificate a questo dispositivo o indirizzo ({ $why }); riapriranno tra { $wait }. Le stanze con gli amici restano aperte come sempre.
ban-reason-farming = punti vinti contro altri dispositivi o indirizzi dello stesso giocatore
ban-reason-camping = partite rapide accettate e mai giocate
ban-reason-abuse = molestie verso altri giocatori
ban-reason-cheating = aiuto da un programma o da un'altra persona nelle partite classificate
# $seconds: il timer chiesto; $a, $b, $c: i timer disponibili.
refusal-bad-clock = Un timer di { $seconds } secondi a mossa non è disponibile: scegli { $a }, { $b } o { $c } secondi, oppure nessun timer
refusal-watcher = Stai guardando la stanza { $code }: muovono solo i due giocatori
refusal-too-many-watchers = La stanza { $code } ha già tutti gli spettatori che può accogliere: riprova più tardi
refusal-replaced = Hai aperto il gioco da un'altra parte



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

## L'edizione da terminale (tictactoe-terminal)

terminal-menu-keys = 1-5 cambiano una scelta, Enter inizia, s mostra le statistiche, ? mostra tutti i tasti, q esce
terminal-too-small = Allarga il terminale ad almeno { $columns } colonne e { $rows } righe per questa griglia
terminal-footer = ? mostra tutti i tasti, q lascia il round
terminal-plain-move = { $turn }: scrivi una casella ({ $example }), o ? per l'aiuto
terminal-plain-over = Enter gioca ancora, q torna al menu
terminal-plain-leave = y lascia il round, n continua a giocare
terminal-plain-unknown = «{ $line }» qui non significa nulla: ? mostra tutti i tasti
terminal-plain-not-a-square = «{ $line }» qui non è una casella: scrivine una come { $example }, o ? per l'aiuto
terminal-online-keys = Enter gioca contro chiunque (partita rapida), c crea una stanza, j entra in quella di un amico col suo codice, w la guarda, r mostra la classifica
terminal-type-name = Scrivi un nome per { $seat }, poi Enter (Esc tiene il precedente)
terminal-type-code = Scrivi il codice della stanza, poi Enter (Esc torna indietro)
terminal-chance = { $mark }: { $percent }% di probabilità
terminal-sent-to = Gioca nella griglia { $board } (le sue caselle 1-9)
terminal-any-board = Gioca in una griglia aperta qualsiasi: un primo 1-9 la sceglie, un secondo la casella
terminal-help-keys = ↑ ↓ per continuare a leggere, ogni altro tasto chiude
engine-playing-ours = Giochi contro { $name }, un motore che parla il nostro protocollo
engine-playing-codingame = Giochi contro { $name }, un motore che legge i turni di CodinGame
engine-lost-no-start = { $name } non è partito ({ $why }) e perde il round
engine-lost-slow = { $name } non ha mosso entro { $seconds } s e perde il round
engine-lost-broken = { $name } si è fermato o ha risposto male ({ $why }) e perde il round
engine-lost-illegal = { $name } ha giocato { $square }, che le regole non consentono, e perde il round
terminal-help-rules = Si gioca a turno mettendo X e O. Sul 3 x 3 vince chi fa tre in fila; sul 4 x 4 e sul 5 x 5 ne servono quattro. Gioca una casella con la sua cifra, o con il cursore e Invio; un clic gioca dove il terminale segnala il mouse.
terminal-report-confirm = Segnalare { $name } per questo? Invio manda la segnalazione, Esc no
