# Tres en raya en español. Mismos ids que en.ftl, en el mismo orden.

game-title = Tres en raya

## Settings sheet

settings-title = Ajustes
settings-language = Idioma
settings-language-system = Sistema ({ $language })
settings-language-note = Se usa el idioma del sistema hasta que elijas uno.
settings-board = Tablero
settings-think = Tiempo de reflexión de Imposible en Ultimate
settings-think-note = Cuanto más piensa, más fuerte juega.
settings-first = Quién empieza (juega con X)
settings-clock = Reloj en las salas que crees
settings-clock-note = Cada jugada debe hacerse en este tiempo o se pierde la ronda. Una partida rápida siempre da 30 s.
settings-look = Apariencia
settings-look-note = Se usa el ajuste del sistema hasta que elijas uno.
settings-sound = Sonido
settings-sound-effects = Efectos de sonido
settings-volume = Volumen
settings-volume-value = { $percent } %
settings-labels = Etiquetas del tablero
settings-labels-classic = Mostrar siempre los números de las casillas
settings-labels-four = Mostrar siempre los nombres de las casillas (de a1 a d4)
settings-labels-five = Mostrar siempre los nombres de las casillas (de a1 a e5)
settings-labels-ultimate = Mostrar siempre los números (tablero y casilla)
settings-labels-note = También aparecen mientras juegas con las teclas numéricas o las flechas.
settings-server = Servidor de juego
settings-names = Nombres
settings-player-one = Jugador 1
settings-player-two = Jugador 2
settings-your-name = Tu nombre
settings-name-limit = Los nombres tienen como máximo { $count ->
        [one] { $count } carácter
       *[other] { $count } caracteres
    }
settings-first-random = Al azar
settings-first-take-turns = Alternar
settings-first-me = Yo
settings-first-my-friend = Mi amigo
settings-first-computer = La máquina

## Choices

mode-human-vs-human = Humano vs. humano
mode-human-vs-computer = Humano vs. máquina
mode-computer-vs-computer = Máquina vs. máquina
mode-online = En línea
difficulty-easy = Fácil
difficulty-medium = Medio
difficulty-impossible = Imposible
board-short-classic = 3 x 3
board-short-four = 4 x 4
board-short-five = 5 x 5
board-short-ultimate = Ultimate
board-classic = 3 x 3, tres en línea
board-four = 4 x 4, cuatro en línea
board-five = 5 x 5, cuatro en línea
board-ultimate = Ultimate: nueve tableros en uno. Tu casilla envía a tu rival a ese tablero; gana tres tableros en línea
think-quick = Rápido
think-one-second = 1 segundo
think-five-seconds = 5 segundos
clock-none = Sin reloj
clock-seconds = { $seconds } s
theme-light = Claro
theme-dark = Oscuro
theme-high-contrast = Alto contraste



## Title screen



## Keys and help



## Round

round-you-win = ganas tú
round-wins = gana
round-time-left = quedan { $time }
round-you = tú
round-draws = { $count ->
        [one] empate
       *[other] empates
    }
round-resume = Reanudar
round-review-step = Revisión: jugada { $step } de { $count }
round-replay-won = Victoria de { $mark }
round-replay-draw = Empate
round-replay-unfinished = Sin terminar
round-replay-moves = { $count ->
        [one] Repetición: { $count } jugada
       *[other] Repetición: { $count } jugadas
    }
round-score-and-rating = { $score }. { $rating }
round-rated-match = Partida rápida puntuable
round-room = Sala
round-copy-code = Copiar código
round-copy-link = Copiar enlace
round-copy-watch-link = Copiar enlace de espectador
round-moves = Jugadas
round-moves-none = Aún ninguna
round-leave-room = ¿Salir de la sala?
round-leave-room-why = Tu amigo verá que te vas y esta ronda no contará.
round-leave-round = ¿Salir de esta ronda?
round-leave-round-why = No está terminada, así que no contará.
round-leave = Salir
round-keep-playing = Seguir jugando
round-leave-keys = Enter para salir, Esc para seguir jugando.
round-leave-room-said = ¿Salir de la sala? Enter para salir, Escape para seguir jugando
round-leave-round-said = ¿Salir de esta ronda? Enter para salir, Escape para seguir jugando



## Board

board-wins = Gana { $mark }
board-draw = Empate
board-at-once = al instante
board-in-moves = { $count ->
        [one] en { $count } jugada
       *[other] en { $count } jugadas
    }
board-chance = { $percent }%
board-analysing = Analizando…
board-best = la mejor
board-better = mejor
board-played = jugada de { $mark }
board-judging = evaluando…



## Narration

narrate-round-started = Ronda { $number }. { $score }
narrate-you-took = Ocupas { $square }
narrate-took = { $name } ocupa { $square }
narrate-square-number = la casilla { $number }
narrate-square-ultimate = la casilla { $square } del tablero { $board }
narrate-your-turn = Tu turno ({ $mark })
narrate-turn = Turno de { $name } ({ $mark })
narrate-thinking = { $name } está pensando ({ $mark })
narrate-taken-number = La casilla { $number } está ocupada por { $mark }: elige una casilla libre
narrate-taken-ultimate = La casilla { $square } del tablero { $board } está ocupada por { $mark }: elige una casilla libre
narrate-taken-named = La casilla { $square } está ocupada por { $mark }: elige una casilla libre
narrate-closed-board = El tablero { $board } está cerrado: juega en un tablero abierto
narrate-wrong-board = La última jugada te envía al tablero { $board }: juega en el tablero resaltado
narrate-off-board = Eso no es una casilla de este tablero
narrate-round-over = Fin de la ronda: pulsa Enter o R para volver a jugar, o Esc para ir al menú
narrate-watching = Estás de espectador: solo mueven los dos jugadores
narrate-wait-computer = Espera: le toca a la máquina
narrate-wait = Espera: le toca a { $name }
narrate-one-at-a-time = Una jugada a la vez
narrate-looking-back = Estás viendo una jugada anterior: Volver a la partida (End) o Jugar desde aquí (P)
narrate-moves-and = { $first } y { $second }
narrate-undid = Deshecho: { $moves }
narrate-redid = Rehecho: { $moves }
narrate-playing-from = Sigues jugando desde la jugada { $number }: las jugadas posteriores se pueden rehacer
narrate-nothing-to-undo = No hay ninguna jugada que deshacer
narrate-nothing-to-redo = No hay ninguna jugada que rehacer
narrate-only-computer-moves = No tienes ninguna jugada que deshacer: la primera jugada es de la máquina
narrate-no-take-backs-online = En una partida en línea no se deshacen jugadas: cuentan tal como se hicieron
narrate-no-take-backs-replay = Una repetición muestra la partida tal como se jugó: recórrela con Revisar
narrate-no-such-move = No existe la jugada { $number }: la partida tiene { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    }
narrate-round-reopened = La ronda vuelve a estar abierta y su resultado ya no cuenta. { $score }
narrate-result-draw = Empate
narrate-result-you-win = ¡Tú ganas!
narrate-result-you-win-on-time = ¡Tú ganas por tiempo!
narrate-result-computer-wins = Gana la máquina
narrate-result-wins = ¡Gana { $name }!
narrate-result-wins-on-time = ¡{ $name } gana por tiempo!
narrate-result-help = { $result }. { $help }
narrate-result-exclaimed-help = { $result } { $help }
narrate-score-yours = Marcador: victorias { $won }, derrotas { $lost }, empates { $drawn }
narrate-score = Marcador: { $first } { $first_wins }, { $second } { $second_wins }, empates { $draws }
narrate-menu = Menú: { $mode }, { $first }, { $board }. { $enter }
narrate-menu-with-strength = Menú: { $mode }, { $strength }, { $first }, { $board }. { $enter }
narrate-menu-you-first = empiezas tú
narrate-menu-friend-first = empieza tu amigo
narrate-menu-computer-first = empieza la máquina
narrate-menu-named-first = empieza { $name }
narrate-menu-random-first = quién empieza se sortea
narrate-menu-take-turns = los jugadores se turnan para empezar
narrate-menu-offline = Para jugar en línea hace falta conexión y este dispositivo no la tiene; todo lo demás funciona sin ella
narrate-menu-enter-finds = Enter para buscar un jugador
narrate-menu-enter-starts = Enter para empezar

## Online



## Coach



## Statistics and review

stats-record-you-vs = Tú contra { $strength }, { $board }
stats-record-itself = { $strength } contra sí mismo, { $board }
stats-record-two-players = Dos jugadores, { $board }
replay-link-after-round = El enlace de la repetición se crea al terminar la ronda
replay-finish-round-first = Termina o abandona esta ronda para abrir una repetición
replay-opened-win = Repetición: victoria de { $mark } en { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    }. Recórrela con las flechas
replay-opened-draw = Repetición: empate en { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    }. Recórrela con las flechas
replay-opened-unfinished = Repetición: partida sin terminar tras { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    }. Recórrela con las flechas
replay-error-empty = No se puede abrir este enlace de repetición: la repetición está vacía
replay-error-too-long = No se puede abrir este enlace de repetición: la repetición tiene { $letters ->
        [one] { $letters } letra
       *[other] { $letters } letras
    }, más que cualquier partida
replay-error-unknown-board = No se puede abrir este enlace de repetición: la repetición empieza por "{ $letter }", que no corresponde a ningún tablero (3, 4, 5 o u)
replay-error-not-a-letter = No se puede abrir este enlace de repetición: la repetición contiene "{ $letter }", que no sirve para escribir ninguna jugada
replay-error-cut-short = No se puede abrir este enlace de repetición: la repetición se corta a mitad de una jugada
replay-error-off-the-board = No se puede abrir este enlace de repetición: la jugada { $number } de la repetición está fuera del tablero
replay-error-taken = No se puede abrir este enlace de repetición: la jugada { $number } de la repetición (casilla { $square }) no se puede hacer: esa casilla está ocupada por { $mark }
replay-error-square-off-board = No se puede abrir este enlace de repetición: la jugada { $number } de la repetición (casilla { $square }) no se puede hacer: la fila { $row }, columna { $column } está fuera del tablero
replay-error-game-over = No se puede abrir este enlace de repetición: la jugada { $number } de la repetición (casilla { $square }) no se puede hacer: la partida ya ha terminado
replay-error-closed-board = No se puede abrir este enlace de repetición: la jugada { $number } de la repetición (casilla { $square }) no se puede hacer: el tablero { $board } está cerrado: juega en un tablero abierto
replay-error-wrong-board = No se puede abrir este enlace de repetición: la jugada { $number } de la repetición (casilla { $square }) no se puede hacer: la jugada anterior obliga a jugar en el tablero { $board }
replay-error-moves-after-the-end = No se puede abrir este enlace de repetición: la jugada { $number } de la repetición llega cuando la partida ya había terminado
replay-error-unfinished = No se puede abrir este enlace de repetición: la partida de la repetición no llegó a terminar


## Page: the browser page's own words, before the game starts (web/theme.js
## and web/main.js read these at build time; single lines only).

page-description = Tres en raya en tableros de 3 x 3, 4 x 4 y 5 x 5: contra un amigo, en línea o contra una máquina que nunca pierde, con un entrenador que muestra el resultado de cada casilla. Funciona sin conexión una vez cargado.
page-app-description = Tres en raya en tableros de 3 x 3, 4 x 4 y 5 x 5, contra un amigo, en línea o contra la máquina, con entrenador.
page-canvas = Tres en raya. Las jugadas y los resultados se anuncian abajo.
page-how-to-play = Haz clic o toca una casilla para jugar en ella. Cuando empiece la partida, aquí se describen todas las teclas que usa.
page-loading = Cargando el juego…
page-loading-percent = Cargando el juego… { $percent } %
page-starting = Iniciando…
page-no-webgl-heading = El juego no puede iniciarse
page-no-webgl = Este juego dibuja con WebGL2, que este navegador no ofrece (o tiene desactivado). Funciona en una versión actual de Firefox, Chrome, Edge o Safari.
page-stopped-heading = El juego se ha detenido
page-stopped = El juego se ha detenido: { $reason }. Recarga la página para volver a jugar.
page-not-started = No se pudo iniciar el juego: { $reason }. Funciona en una versión actual de Firefox, Chrome, Edge o Safari con WebGL2.
page-not-loaded = No se pudieron cargar los archivos del juego ({ $reason }). Comprueba la conexión y recarga la página.
page-internal-error = un error interno (la consola del navegador puede dar más detalles)
page-unknown-error = un error desconocido
page-update = Hay una nueva versión del juego disponible.
page-reload = Recargar
