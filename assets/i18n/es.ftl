# Tres en raya en español. Mismos ids que en.ftl, en el mismo orden.

game-title = Tres en raya

## Names: the players' names until they type their own, and the computer's.

name-computer = Máquina
name-computer-numbered = Máquina { $number }
name-player = Jugador { $number }

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
settings-labels-misere = Mostrar siempre los números de las casillas
settings-labels-qubic = Mostrar siempre los nombres de los puntos (capa, luego a1 a d4)
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
board-short-misere = Misère
board-short-qubic = Qubic
board-short-notakto = Notakto
board-classic = 3 x 3, tres en línea
board-four = 4 x 4, cuatro en línea
board-five = 5 x 5, cuatro en línea
board-ultimate = Ultimate: nueve tableros en uno. Tu casilla envía a tu rival a ese tablero; gana tres tableros en línea
board-misere = Misère: 3 x 3, y quien hace tres en línea pierde
board-qubic = Qubic: 4 x 4 x 4, cuatro en línea en cualquiera de las 76 líneas del cubo
board-notakto = Notakto: 3 x 3, los dos ponen X, y quien hace tres en línea pierde
think-quick = Rápido
think-one-second = 1 segundo
think-five-seconds = 5 segundos
clock-none = Sin reloj
clock-seconds = { $seconds } s
theme-light = Claro
theme-dark = Oscuro
theme-high-contrast = Alto contraste



## Title screen

title-settings = Ajustes
title-statistics = Estadísticas
title-blurb-human-vs-human = Dos jugadores, un dispositivo
title-blurb-human-vs-computer = Tú contra la máquina
title-blurb-computer-vs-computer = Mira jugar a dos máquinas
title-blurb-online = Con cualquiera, o con un amigo por código
title-strength = Nivel de la máquina
title-session-rounds = { $count ->
    [one] { $count } ronda jugada en esta sesión: el marcador continúa con los mismos jugadores
   *[other] { $count } rondas jugadas en esta sesión: el marcador continúa con los mismos jugadores
}

title-summary = { $board } · { $first }
title-summary-room = { $board } · sala que crees: { $first }, { $seconds } s
title-summary-room-no-clock = { $board } · sala que crees: { $first }, sin reloj
title-summary-board = Tablero de { $board }
title-first-random = quién empieza se sortea
title-first-take-turns = los jugadores se turnan para empezar
title-first-maker = empieza quien la crea
title-first-friend = empieza el amigo que se une
title-first-you = empiezas tú
title-first-computer = empieza la máquina
title-first-named = empieza { $name }
title-change = Cambiar…

title-back-to-room = Volver a tu partida (sala { $code })
title-stop-looking = Dejar de buscar
title-play-the-computer = Jugar contra la máquina
title-quick-match = Partida rápida
title-quick-match-in = Partida rápida en { $time }
title-quick-match-note = Juega contra quien esté buscando partida en tu tablero; cuenta para tu puntuación.
title-play-a-friend = O juega con un amigo
title-create-room = Crear una sala
title-create-room-note = Se aplican tus opciones de tablero, primer jugador y reloj; tu amigo entra con el código o el enlace de la sala.
title-join-note = O únete a la sala de un amigo con su código, o mírala:
title-code-hint = Código, como KXMTRAB
title-room-code = Código de sala
title-join = Unirse
title-watch = Mirar

title-stats-title = Estadísticas
title-stats-none = Aún no hay rondas terminadas.
title-stats-won = Ganadas
title-stats-lost = Perdidas
title-stats-drawn = Empatadas
title-stats-best-streak = Mejor racha
title-stats-whose = Ganadas y perdidas son las del primer jugador: las tuyas contra la máquina.
title-stats-reset-question = ¿Borrar todas las estadísticas? No se puede deshacer.
title-stats-reset-yes = Sí, borrar
title-stats-reset-no = No, conservarlas
title-stats-reset = Borrar estadísticas…

title-leaderboard = Clasificación
title-leaderboard-asking = Consultando al servidor de juego…
title-leaderboard-try-again = Reintentar
title-leaderboard-you = { $games ->
    [one] Tú: puesto { $place }, con { $rating } tras { $games } partida puntuable
   *[other] Tú: puesto { $place }, con { $rating } tras { $games } partidas puntuables
}
title-leaderboard-you-unranked = { $games ->
    [one] Tú: { $rating } tras { $games } partida puntuable
   *[other] Tú: { $rating } tras { $games } partidas puntuables
}; { $needs ->
    [one] juega contra { $needs } rival más para entrar en la clasificación
   *[other] juega contra { $needs } rivales más para entrar en la clasificación
}
title-leaderboard-you-none = Aún no tienes partidas puntuables en este tablero: las partidas rápidas puntúan.
title-leaderboard-nobody = { $count ->
    [one] Aún no hay nadie en la clasificación de este tablero. Se entra en ella tras jugar partidas puntuables contra { $count } rival distinto.
   *[other] Aún no hay nadie en la clasificación de este tablero. Se entra en ella tras jugar partidas puntuables contra { $count } rivales distintos.
}
title-leaderboard-nobody-provisional = { $count ->
    [one] Aún no hay nadie en la clasificación de este tablero. Se entra en ella tras jugar partidas puntuables contra { $count } rival distinto. En tu puntuación, un signo de interrogación indica que aún hay pocas partidas para estar seguros.
   *[other] Aún no hay nadie en la clasificación de este tablero. Se entra en ella tras jugar partidas puntuables contra { $count } rivales distintos. En tu puntuación, un signo de interrogación indica que aún hay pocas partidas para estar seguros.
}
title-leaderboard-place = #
title-leaderboard-player = Jugador
title-leaderboard-rating = Puntuación
title-leaderboard-games = Partidas
title-leaderboard-about = { $count ->
    [one] Puntuaciones Glicko-2, una por tablero; un signo de interrogación indica que aún hay pocas partidas para estar seguros. Se entra en la clasificación tras jugar partidas puntuables contra { $count } rival distinto.
   *[other] Puntuaciones Glicko-2, una por tablero; un signo de interrogación indica que aún hay pocas partidas para estar seguros. Se entra en la clasificación tras jugar partidas puntuables contra { $count } rivales distintos.
} Solo cuentan los rivales que ya están clasificados y sin signo de interrogación (mientras un tablero no tenga 11 así: cualquiera que haya jugado contra otros 10 y no muestre signo de interrogación); una victoria contra cualquier otro suma como mucho { $most } puntos, y esas victorias { $all } en total.



## Keys and help

keys-arrow-keys = Flechas

keys-when-menu = En la pantalla de inicio
keys-when-round = Durante una ronda
keys-when-looking-back = Viendo una jugada anterior
keys-when-over = Al terminar una ronda
keys-when-reviewing = En una revisión
keys-when-board = Durante una ronda y al terminarla
keys-when-anywhere = En cualquier momento

keys-either = { $first } o { $second }
keys-plain-item = { $keys }: { $what }
keys-plain-separator = {"; "}
keys-plain-section = { $heading }: { $items }.

keys-button-start = Empezar
keys-button-quit = Salir
keys-button-undo = Deshacer
keys-button-redo = Rehacer
keys-button-hint = Pista
keys-button-analysis = Análisis
keys-button-back-to-game = Volver a la partida
keys-button-play-from-here = Jugar desde aquí
keys-button-leave-round = Menú
keys-button-close-review = Cerrar
keys-button-play-again = Jugar otra vez
keys-button-review = Revisar
keys-button-copy-replay-link = Copiar repetición
keys-button-report-threw = Perdió a propósito
keys-button-report-unfair = Juego sucio
keys-button-review-previous = Anterior
keys-button-review-next = Siguiente
keys-button-back-to-menu = Menú
keys-button-toggle-labels = Etiquetas
keys-button-toggle-sound = Sonido
keys-button-help = Ayuda

keys-what-start = Empezar (o abrir una sala, en línea)
keys-what-quit = Salir (en la versión de escritorio); mientras buscas rival, dejar de buscar
keys-what-play-square = Jugar en una casilla del 3 x 3 (en Ultimate, primero un tablero y luego su casilla): 7 8 9 son la fila de arriba, como en el teclado numérico
keys-what-move-cursor = Mover el cursor por el tablero
keys-what-place-at-cursor = Jugar en la casilla del cursor
keys-what-undo = Deshacer (contra la máquina, su respuesta y tu jugada)
keys-what-redo = Rehacer
keys-what-hint = Pista: las mejores casillas y a qué llevan
keys-what-analysis = Análisis: a qué lleva cada casilla vacía
keys-what-back-to-game = Volver a la partida actual
keys-what-play-from-here = Seguir jugando desde la jugada mostrada (las jugadas posteriores se pueden rehacer)
keys-what-earlier = Ver el tablero una jugada antes
keys-what-later = Ver el tablero una jugada después
keys-what-first-position = Ver el tablero vacío
keys-what-leave-round = Salir de la ronda y volver a la pantalla de inicio (pregunta antes)
keys-what-close-review = Cerrar la revisión
keys-what-play-again = Volver a jugar; el marcador continúa
keys-what-review = Revisar la ronda jugada a jugada
keys-what-copy-replay-link = Copiar un enlace que abre la repetición de esta partida en un navegador
keys-what-report-threw = Tras una partida puntuable en línea, denunciar al rival por perder a propósito
keys-what-report-unfair = Tras una partida puntuable en línea, denunciar al rival por juego sucio (ayuda de un programa o de una persona)
keys-what-review-previous = Revisar la jugada anterior
keys-what-review-next = Revisar la jugada siguiente
keys-what-back-to-menu = Volver a la pantalla de inicio
keys-what-toggle-labels = Mostrar u ocultar los nombres de las casillas
keys-what-toggle-sound = Activar o desactivar el sonido
keys-what-help = Mostrar u ocultar todas las teclas

help-title = Cómo se juega
help-rules = Se juega por turnos, poniendo X y O. Gana quien hace tres en línea en 3 x 3, y cuatro en línea en 4 x 4 y 5 x 5. Haz clic o toca una casilla para jugar en ella.
help-ultimate = Ultimate: nueve tableros pequeños en uno. Tres en línea ganan un tablero pequeño; tres tableros pequeños en línea ganan la partida. La casilla que ocupas envía a tu rival al tablero pequeño de la misma posición, que aparece resaltado; si lo envías a un tablero ganado o lleno, puede jugar en cualquiera que siga abierto. Con teclas: 1-9 (como en el teclado numérico) indica la casilla, precedido de otro 1-9 para el tablero cuando se puede elegir.
help-misere = Misère: tres en línea pierden. Quien completa una línea le da la victoria al otro; un tablero lleno sin línea es empate. Medio sigue reglas que puedes aprender: nunca completar una línea mientras quede otra casilla libre; si empieza, toma el centro y luego responde a cada jugada con la casilla opuesta a través del centro; si no, se aleja de sus propias marcas.
help-qubic = Qubic: cuatro en línea en un cubo de 4 x 4 x 4, dibujado como sus cuatro capas: la 1 arriba a la izquierda, la 2 arriba a la derecha, la 3 abajo a la izquierda, la 4 abajo a la derecha. Una línea va dentro de una capa, recta a través de las cuatro capas o en diagonal a través de ellas: 76 líneas en total. Un punto se nombra por su capa y su casilla, como 2b3. Quien empieza puede forzar la victoria. Medio gana si puede, si no bloquea, si no toma uno de los 16 puntos que están en siete líneas (las esquinas del cubo y sus ocho puntos interiores). La pista del entrenador da la jugada del ordenador y dice por qué (una victoria, un bloqueo o la elección de su búsqueda), y el análisis marca quién gana en los puntos donde una serie de amenazas lo demuestra; el repaso aún no conoce Qubic.
help-notakto = Notakto: los dos jugadores ponen X, y quien completa tres en línea, sean de quien sean, pierde; no hay empate. Cada marca conserva el color de su jugador, y el juego sigue llamando X al primero y O al segundo. El primero puede forzar la victoria. Medio sigue reglas que puedes aprender: nunca completar una línea mientras quede otra casilla libre; si empieza, toma el centro y luego una casilla a salto de caballo (dos en una dirección, una al lado) de la primera marca del rival; toma una casilla tras la cual cada casilla libre completa una línea.
help-buttons = Botones
help-buttons-note = Tab y Shift+Tab pasan de un botón a otro, y Space o Enter pulsa el que tiene el foco. Durante una ronda, las flechas, Enter y Space son del tablero hasta que Tab entra en el panel; Esc se las devuelve. En el navegador, si sigues pulsando Tab tras el último botón del panel, llegas a las casillas del tablero, que funcionan como botones.

keys-unbound-menu = { $key } no hace nada aquí: Enter para empezar; ? muestra todas las teclas
keys-unbound-classic = { $key } no hace nada aquí: pulsa 1-9 (como en el teclado numérico) o haz clic en una casilla; ? muestra todas las teclas
keys-unbound-ultimate = { $key } no hace nada aquí: pulsa 1-9 para una casilla del tablero resaltado (antes un tablero, si puedes elegir) o haz clic en una casilla; ? muestra todas las teclas
keys-unbound-large = { $key } no hace nada aquí: haz clic en una casilla o usa las flechas y Enter; ? muestra todas las teclas
keys-unbound-over = { $key } no hace nada aquí: Enter para volver a jugar, V para revisar la ronda, Esc para ir al menú; ? muestra todas las teclas
keys-not-ultimate = Este tablero no es Ultimate
keys-no-such-square = No existe la casilla { $number }
keys-board-closed = El tablero { $board } está cerrado: elige un tablero abierto, 1-9
keys-no-such-square-sent = No existe la casilla { $number }: la última jugada te envía al tablero { $board }, casillas 1-9
keys-no-such-board = No existe el tablero { $number }: los tableros son 1-9, dispuestos como en el teclado numérico
keys-board-picked = Tablero { $board }: ahora elige su casilla, 1-9 (0 elige otro tablero)
keys-pick-a-board = Elige un tablero, 1-9 (como en el teclado numérico)
keys-numbers-classic-only = Las teclas numéricas eligen casillas solo en el tablero de 3 x 3: haz clic en una casilla o usa las flechas y Enter
keys-no-such-square-classic = No existe la casilla { $number }: las casillas son 1-9, dispuestas como en el teclado numérico
keys-no-cursor = Elige antes una casilla: las flechas mueven el cursor y Enter juega en ella
keys-sound-off = Sonido desactivado
keys-sound-on = Sonido activado
keys-outside-board = Eso está fuera del tablero: haz clic en una casilla

keys-spoken = { $label } ({ $keys })
keys-done = Listo

focus-button = { $label }, botón
focus-option = { $label }, opción
focus-option-selected = { $label }, opción, seleccionada
focus-checkbox = { $label }, casilla de verificación
focus-checkbox-checked = { $label }, casilla de verificación, marcada
focus-checkbox-not-checked = { $label }, casilla de verificación, no marcada
focus-text-field = { $label }, campo de texto, { $text }
focus-text-field-empty = { $label }, campo de texto, vacío
focus-text-field-unnamed = { $label }, campo de texto
focus-text-field-unnamed-selected = { $label }, campo de texto, seleccionado
focus-slider = { $label }, control deslizante
focus-slider-selected = { $label }, control deslizante, seleccionado
focus-section = { $label }, sección
focus-section-selected = { $label }, sección, seleccionada
focus-selected = { $label }, seleccionado

keys-describe = Haz clic o toca una casilla para jugar en ella, o usa las teclas. { $keys }
clipboard-copied = Copiado: { $text }
clipboard-failed = No se pudo copiar ({ $error }): selecciona el texto
saved-statistics-damaged = Las estadísticas guardadas estaban dañadas ({ $error }) y empiezan de cero; los ajustes se conservan
saved-statistics-not-saved = No se pudieron guardar las estadísticas ({ $error })
saved-settings-partly = Parte de los ajustes guardados no se pudo leer y ahí se usan los valores predeterminados: { $problem }
saved-settings-partly-more = { $count ->
    [one] Parte de los ajustes guardados no se pudo leer y ahí se usan los valores predeterminados: { $problem } (y { $count } problema más)
   *[other] Parte de los ajustes guardados no se pudo leer y ahí se usan los valores predeterminados: { $problem } (y { $count } problemas más)
}
saved-settings-unreadable = No se pudieron leer los ajustes guardados ({ $error }); se usan los valores predeterminados
saved-settings-not-saved = No se pudieron guardar los ajustes ({ $error })

grid-name = Tablero de { $size } por { $size }
grid-name-ultimate = Tablero Ultimate: nueve tableros pequeños de 3 por 3
grid-name-qubic = Cubo Qubic: cuatro capas de 4 por 4
grid-square-sent = { $square }; juegas en el tablero { $board }
grid-square-any = { $square }; juegas en cualquier tablero abierto
square-label-number = Casilla { $number }, { $place }, { $content }
square-label-named = Casilla { $square }, fila { $row }, columna { $column }, { $content }
square-label-ultimate = Tablero { $board }, casilla { $square }, { $content }
square-label-qubic = Capa { $layer }, casilla { $square }, { $content }
square-empty = vacía
square-place = { $place ->
    [top-left] arriba a la izquierda
    [top] arriba
    [top-right] arriba a la derecha
    [left] a la izquierda
    [right] a la derecha
    [bottom-left] abajo a la izquierda
    [bottom] abajo
    [bottom-right] abajo a la derecha
   *[centre] centro
}



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
round-report = Denunciar:
round-reported = Denunciado. Gracias
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
narrate-sentence = { $text }.
narrate-sentences = { $first } { $second }
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
narrate-no-take-backs-engine = Este motor lee los turnos de CodinGame y no puede deshacer jugadas
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
# Misère: the result, then who completed a line (and so lost). $mark: X or O;
# $result: the sentence above (the second form when it ends in "!").
narrate-result-misere = { $result }. { $mark } hizo tres en línea
narrate-result-misere-exclaimed = { $result } { $mark } hizo tres en línea
narrate-result-wins-on-time = ¡{ $name } gana por tiempo!
narrate-result-help = { $result }. { $help }
narrate-result-exclaimed-help = { $result } { $help }
narrate-score-yours = Marcador: victorias { $won }, derrotas { $lost }, empates { $drawn }
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

online-connecting = Conectando con { $address }…
online-reconnecting = Conexión perdida: reconectando…
online-reconnected = Conexión recuperada
online-household = Alguien más con tu misma dirección IP también está buscando: la partida rápida nunca empareja a jugadores de una misma dirección (para jugar contra esa persona, deja de buscar, crea una sala y comparte su código)
online-household-alone = Alguien más con tu misma dirección IP también está buscando: la partida rápida nunca empareja a jugadores de una misma dirección (para jugar contra esa persona, deja de buscar, crea una sala y comparte su código); o juega contra la máquina
online-searching = Buscando un jugador para una partida de { $board }…
online-searching-alone = Aún no hay nadie con una puntuación cercana a la tuya buscando una partida de { $board }: la búsqueda se amplía mientras esperas, o juega contra la máquina
online-waiting-for-friend = Esperando a que tu amigo se una con el código { $code }
online-wants-again = { $name } quiere volver a jugar
online-waiting-again = Esperando a que { $name } también quiera volver a jugar
online-playing = Jugando en línea contra { $name }{ $watchers ->
        [0] {""}
        [one] , { $watchers } espectador
       *[other] , { $watchers } espectadores
    }
online-away = { $name } ha perdido la conexión: esperando { $seconds } s a que vuelva
online-left = { $name } se ha ido
online-joined = { $name } se ha unido
online-lost-connection = { $name } ha perdido la conexión, esperando…
online-is-back = { $name } ha vuelto

online-watching-both = Mirando a { $first } y { $second }{ $others ->
        [0] {""}
        [one] , con { $others } espectador más
       *[other] , con { $others } espectadores más
    }
online-watching-empty = Mirando la sala { $code }: esperando a un segundo jugador{ $others ->
        [0] {""}
        [one] , con { $others } espectador más
       *[other] , con { $others } espectadores más
    }
online-watching-away = { $name } ha perdido la conexión: esperando { $seconds } s a que vuelva{ $others ->
        [0] {""}
        [one] , con { $others } espectador más
       *[other] , con { $others } espectadores más
    }
online-watching-left = { $name } se ha ido{ $others ->
        [0] {""}
        [one] , con { $others } espectador más
       *[other] , con { $others } espectadores más
    }
online-watching-room = Mirando la sala { $code }

online-back-in-room = De vuelta en la sala { $code }, en tu sitio
online-found-player = Jugador encontrado: empieza la partida
online-room-open = La sala { $code } está abierta: dale a tu amigo el código { $code }
online-joined-room = Te has unido a la sala { $code }

online-room-closed = La sala se ha cerrado: { $reason }
closed-stopped-looking = has dejado de buscar partida
closed-left = has salido de la sala
closed-stopped-watching = has dejado de mirar la partida
closed-everyone-left = todos se han ido
closed-idle = la sala ha estado inactiva demasiado tiempo
closed-shutting-down = el servidor se está apagando
closed-called-off = se ha anulado la partida
closed-called-off-by = se ha anulado la partida: { $name } no ha llegado a hacer su primera jugada
closed-no-first-move = no has hecho tu primera jugada en { $seconds ->
        [one] { $seconds } segundo
       *[other] { $seconds } segundos
    }: se ha anulado la partida y no puntúa. Tu próxima partida rápida podrá empezar dentro de un minuto
called-off-looking-again = { $name } no ha hecho su primera jugada: se ha anulado la partida y no puntúa. Buscando a otro jugador…
online-connection-lost = Se ha perdido la conexión con el servidor ({ $error }): reconectando
online-server-closed = el servidor ha cerrado la conexión
online-reconnect-failed = No se pudo volver a conectar con el servidor: la sala se ha perdido
online-needs-network = Para jugar en línea hace falta conexión y este dispositivo no la tiene; todo lo demás funciona sin ella
online-unreachable-page = No se puede conectar con el servidor de juego en { $address }: puede que el servidor de la página se haya detenido
online-unreachable = No se puede conectar con el servidor de juego en { $address }: ¿está en marcha? (.ci/web inicia uno; su dirección está en Ajustes)

online-not-a-code = "{ $typed }" no es un código de sala: los códigos tienen siete letras sin I, L ni O (que se confunden con 1 y 0), como KXMTRAB
online-already-in-room = Ya estás en una sala: sal de ella primero (Menú)
online-ran-out-of-time = A { $name } se le ha acabado el tiempo
online-seconds-left = { $seconds ->
        [one] Queda { $seconds } segundo para jugar
       *[other] Quedan { $seconds } segundos para jugar
    }
online-asked-again = Le has pedido otra ronda a { $name }

online-rating-change = Tu puntuación: { $before } → { $after } ({ $delta })
online-reported = Denunciado: los moderadores revisarán esta partida. Gracias
online-report-nothing = Solo se puede denunciar al rival de una partida puntuable en línea, una vez por partida
online-unranked = { $needs ->
        [one] juega contra { $needs } rival más para entrar en la clasificación
       *[other] juega contra { $needs } rivales más para entrar en la clasificación
    }
online-leaderboard-empty = Clasificación de { $board }: aún no hay nadie clasificado{ $you ->
        [ranked] ; estás en el puesto { $place } con { $rating }
        [unranked] ; tienes { $rating }: { $needs ->
            [one] juega contra { $needs } rival más para entrar en la clasificación
           *[other] juega contra { $needs } rivales más para entrar en la clasificación
        }
       *[none] ; no tienes partidas puntuables en este tablero
    }
online-leaderboard = Clasificación de { $board }: { $players ->
        [one] { $players } jugador
       *[other] { $players } jugadores
    }, en cabeza { $leader } con { $leader_rating }{ $you ->
        [ranked] ; estás en el puesto { $place } con { $rating }
        [unranked] ; tienes { $rating }: { $needs ->
            [one] juega contra { $needs } rival más para entrar en la clasificación
           *[other] juega contra { $needs } rivales más para entrar en la clasificación
        }
       *[none] ; no tienes partidas puntuables en este tablero
    }
online-leaderboard-unreadable = No se pudo leer la respuesta del servidor: ¿es de otra versión?
online-leaderboard-timeout = El servidor no respondió a tiempo: vuelve a intentarlo



## Coach

coach-online = El entrenador no participa en las partidas en línea: esta es entre tu amigo y tú
coach-not-yet = El repaso del entrenador aún no conoce este juego: la pista y el análisis sí
coach-hint-round-over = La ronda ha terminado: no hay pistas que dar
coach-hint-past = Las pistas son para la partida actual: vuelve antes a la partida
coach-analysis-on-ultimate = Análisis activado: cada casilla disponible para la próxima jugada muestra su probabilidad de ganar según la búsqueda del motor
coach-analysis-on-qubic = Análisis activado: un punto muestra quién gana donde una serie de amenazas lo demuestra; los demás quedan abiertos
coach-analysis-on = Análisis activado: cada casilla vacía muestra a qué lleva jugar en ella
coach-analysis-off = Análisis desactivado

coach-outlook-win = { $winner } gana en { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    }
coach-outlook-draw = empate
coach-hint-any = Pista para { $mover }: cualquier casilla { $result ->
        [draw] mantiene el empate
        [win] gana ({ $outlook })
       *[loss] resiste lo mismo ({ $outlook })
    }
coach-hint-one = Pista para { $mover }: la casilla { $square } { $result ->
        [draw] mantiene el empate
        [win] gana ({ $outlook })
       *[loss] es la que más resiste ({ $outlook })
    }
coach-hint-computer = Pista para { $mover }: { $square } { $result ->
        [win] gana a la fuerza
        [block] bloquea una línea a la que solo le falta una marca
       *[choice] es la elección del ordenador (no se ve ninguna victoria forzada)
    }
coach-hint-many = Pista para { $mover }: las casillas { $squares } { $result ->
        [draw] mantienen el empate
        [win] ganan ({ $outlook })
       *[loss] son las que más resisten ({ $outlook })
    }
coach-hint-engine = Pista para { $mover }: tablero { $board }, casilla { $square }: { $result ->
        [win] gana
        [draw] mantiene el empate
        [loss] es la que más resiste
       *[chance] da a { $mover } un { $percent } % de probabilidad de ganar según la búsqueda del motor
    }
coach-list-or = { $first } o { $last }
coach-list-comma = { $first }, { $rest }

coach-viewing-start = Viendo el inicio, antes de la jugada 1 de { $total }
coach-viewing-move = Viendo la jugada { $number } de { $total }: { $played }
coach-viewing-start-read-only = Viendo el inicio, antes de la jugada 1 de { $total }. El tablero solo se puede mirar: Volver a la partida (End) o Jugar desde aquí (P)
coach-viewing-move-read-only = Viendo la jugada { $number } de { $total }: { $played }. El tablero solo se puede mirar: Volver a la partida (End) o Jugar desde aquí (P)
coach-back-to-game = Volver a la partida
coach-pick-a-move = Elige antes una jugada de la lista y luego juega desde ahí
coach-no-moves = Aún no hay jugadas: no hay nada anterior que ver
coach-review-closed = Revisión cerrada
coach-review-judging = Jugada { $number } de { $total }: { $played }, evaluando…
coach-review-mark = { $mark } ({ $number } de { $total })
coach-mark-best-win = Jugada { $number }: { $played }, la mejor: va camino de la victoria
coach-mark-best-draw = Jugada { $number }: { $played }, la mejor: mantiene el empate
coach-mark-best-loss = Jugada { $number }: { $played }, la mejor: es la que más resiste
coach-mark-kept-win = Jugada { $number }: { $played } aún gana, pero con { $better } se gana antes
coach-mark-kept-loss = Jugada { $number }: con { $played } se pierde antes que con { $better }
coach-mark-mistake = Jugada { $number }: { $played } { $what ->
        [force] permitió a { $opponent } forzar la victoria
        [slip] convirtió la victoria en empate
       *[changed] cambió el resultado
    }; con { $better } { $held ->
        [won] se ganaba
        [draw] se mantenía el empate
       *[lost] también ganaba { $opponent }
    }
coach-mark-chance-choice = Jugada { $number }: { $played }, la elegida por el motor: { $mover } tiene un { $played_percent } % de probabilidad
coach-mark-chance-as-good = Jugada { $number }: { $played }, tan buena como la elegida por el motor, { $top }: { $mover } tiene un { $played_percent } % de probabilidad frente a un { $best_percent } %
coach-mark-chance-kept = Jugada { $number }: { $played } cedió { $points } puntos de probabilidad de { $mover } (del { $best_percent } % al { $played_percent } %); era mejor { $better }
coach-mark-chance-mistake = Jugada { $number }: { $played } perdió { $points } puntos de probabilidad de { $mover } (del { $best_percent } % al { $played_percent } %); con { $better } se mantenía el { $best_percent } %

coach-used-hints = Has usado { $hints ->
        [one] { $hints } pista
       *[other] { $hints } pistas
    }
coach-used-undos = Has usado Deshacer { $undos ->
        [one] { $undos } vez
       *[other] { $undos } veces
    }
coach-used-both = Has usado { $hints ->
        [one] { $hints } pista
       *[other] { $hints } pistas
    } y Deshacer { $undos ->
        [one] { $undos } vez
       *[other] { $undos } veces
    }



## Statistics and review

stats-record-you-vs = Tú contra { $strength }, { $board }
stats-record-itself = { $strength } contra sí mismo, { $board }
stats-record-two-players = Dos jugadores, { $board }
stats-record-online = En línea, { $board } (las tuyas)
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


## Server refusals: what the game server would not do, worded by the game
## from the refusal's code and arguments (src/game/online/refusal.rs).

refusal-wait-seconds = { $count ->
    [one] un segundo
   *[other] { $count } segundos
}
refusal-wait-minutes = { $count ->
    [one] un minuto
   *[other] { $count } minutos
}
refusal-wait-hours = { $count ->
    [one] una hora
   *[other] { $count } horas
}
refusal-wait-days = { $count ->
    [one] un día
   *[other] { $count } días
}
refusal-version-update-game = Este servidor usa la versión { $server } del protocolo del juego, y el juego, la { $client }: recarga la página o actualiza el juego
refusal-version-update-server = Este servidor usa la versión { $server } del protocolo del juego, y el juego, la { $client }: el servidor es más antiguo que el juego; pide a quien lo gestiona que lo actualice
refusal-too-large = Un mensaje de { $bytes } bytes supera el límite de { $limit }
refusal-too-fast = Más de { $per_second } mensajes por segundo: se ha descartado este
refusal-too-fast-leaderboards = Las clasificaciones se envían como máximo { $per_second } por segundo a cada dirección IP: vuelve a intentarlo en un segundo
refusal-malformed = No es un mensaje de este juego: { $why }
refusal-binary = Un mensaje binario de { $bytes } bytes: este juego usa texto
refusal-disconnected = { $sentence }; demasiados mensajes incorrectos, así que se cierra la conexión
refusal-no-such-room = No existe la sala { $code }: comprueba el código
refusal-room-closed = La sala se ha cerrado
refusal-room-full = La sala { $code } ya tiene dos jugadores
refusal-too-many-joins = Demasiados códigos incorrectos desde tu dirección IP: comprueba el código y vuelve a intentarlo dentro de { $wait }
refusal-bad-token = Esa clave de acceso no corresponde a ningún sitio de la sala { $code }
refusal-seat-given-up = Ese sitio ha quedado libre: únete a una sala nueva
refusal-seat-left = { $name } ha salido de la sala
refusal-not-connected = No hay conexión
refusal-searching-nobody-yet = Estás buscando una partida rápida: aún no hay nadie con quien jugar
refusal-no-room = Primero crea una sala o únete a una
refusal-idle = En { $seconds } s no se ha creado ninguna sala ni se ha entrado en ninguna: se cierra la conexión
refusal-already-in-room = Ya estás en la sala { $code }: sal de ella primero
refusal-already-searching = Estás buscando una partida rápida: deja de buscar primero
refusal-already-watching = Estás mirando una sala: deja de mirarla primero
refusal-not-started = Tu amigo aún no se ha unido
refusal-not-your-turn = Le toca a { $name }
refusal-move-taken = Esa casilla está ocupada por { $mark }
refusal-move-off-board = La fila { $row }, columna { $column } está fuera del tablero
refusal-move-game-over = La partida ha terminado
refusal-move-closed-board = El tablero { $board } está cerrado: juega en un tablero abierto
refusal-move-wrong-board = La última jugada te envía al tablero { $board }
refusal-out-of-time = Se te ha acabado el tiempo: esta ronda está perdida. Pide volver a jugar
refusal-round-over = Esta ronda ha terminado: pide volver a jugar
refusal-late = Se ha acabado tu tiempo para esta jugada: la ronda se pierde por tiempo
refusal-round-not-over = Termina primero esta ronda
refusal-full = El servidor está lleno: vuelve a intentarlo en unos minutos
refusal-full-returning-only = El servidor está lleno: ahora solo pueden entrar los jugadores que vuelven a su sitio. Vuelve a intentarlo en unos minutos
refusal-full-rooms = El servidor ya tiene todas las salas que admite: vuelve a intentarlo en unos minutos
refusal-address-rooms = { $count ->
    [one] Desde tu dirección IP ya hay { $count } sala abierta aquí: termínala o sal de ella primero
   *[other] Desde tu dirección IP ya hay { $count } salas abiertas aquí: termina una o sal de ella primero
}
refusal-address-searches = { $count ->
    [one] Desde tu dirección IP ya hay { $count } búsqueda de partida abierta aquí: detenla primero
   *[other] Desde tu dirección IP ya hay { $count } búsquedas de partida abiertas aquí: detén una primero
}
refusal-address-watching = { $count ->
    [one] Desde tu dirección IP ya se está mirando { $count } sala: deja de mirarla primero
   *[other] Desde tu dirección IP ya se están mirando { $count } salas: deja de mirar una primero
}
refusal-lost-touch = Ahora mismo no pueden empezar partidas nuevas: este servidor ha perdido el contacto con los demás. Las partidas en curso continúan; vuelve a intentarlo en un minuto
refusal-no-answer = El servidor de la sala no responde: vuelve a intentarlo en un momento
refusal-name-computer = "{ $name }" es el nombre de la máquina, y en línea juegas contra personas: elige otro nombre en Ajustes
refusal-name-rated = Ya hay otro jugador con puntuación que se llama "{ $name }": elige otro nombre en Ajustes
refusal-name-look-alike = "{ $name }" se vería igual que "{ $waiting }", el nombre del jugador que espera en la sala (aunque sus letras son distintas: otro alfabeto o caracteres que se parecen): elige otro nombre en Ajustes
refusal-bad-player = "{ $key }" no es una clave de dispositivo válida: el juego envía de { $min } a { $max } letras, cifras, '_' o '-' (recarga la página o actualiza el juego)
refusal-too-soon = Desde este dispositivo o dirección IP, { $games ->
    [one] una partida puntuable de las últimas 24 horas quedó sin terminar o sin empezar
   *[other] { $games } partidas puntuables de las últimas 24 horas quedaron sin terminar o sin empezar
}: tu próxima partida rápida podrá empezar dentro de { $wait }
refusal-too-many-reports = Tu dirección ya hizo { $count } denuncias esta hora: inténtalo más tarde
refusal-nothing-to-report = Solo se puede denunciar al rival de una partida puntuable recién terminada, una vez por partida
refusal-banned = Un moderador cerró las partidas puntuables para este dispositivo o dirección ({ $why }); se abrirán de nuevo dentro de { $wait }. Las salas con amigos siguen abiertas como siempre.
ban-reason-farming = puntuación ganada a otros dispositivos o direcciones de un mismo jugador
ban-reason-camping = partidas rápidas aceptadas y nunca jugadas
ban-reason-abuse = acoso a otros jugadores
ban-reason-cheating = ayuda de un programa o de otra persona en partidas puntuables
refusal-bad-clock = No se ofrece un reloj de { $seconds } segundos por jugada: elige { $a }, { $b } o { $c } segundos, o sin reloj
refusal-watcher = Estás mirando la sala { $code }: solo mueven sus dos jugadores
refusal-too-many-watchers = La sala { $code } ya tiene todos los espectadores que admite: vuelve a intentarlo más tarde
refusal-replaced = Has abierto este juego en otro lugar



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

## La edición de terminal (tictactoe-terminal)

terminal-menu-keys = 1-5 cambian una opción, Enter empieza, s muestra las estadísticas, ? muestra todas las teclas, q sale
terminal-too-small = Haz la terminal de al menos { $columns } columnas de ancho y { $rows } filas de alto para este tablero
terminal-footer = ? muestra todas las teclas, q sale de la ronda
terminal-plain-move = { $turn }: escribe una casilla ({ $example }), o ? para la ayuda
terminal-plain-over = Enter juega otra vez, q vuelve al menú
terminal-plain-leave = y sale de la ronda, n sigue jugando
terminal-plain-unknown = «{ $line }» no significa nada aquí: ? muestra todas las teclas
terminal-plain-not-a-square = «{ $line }» no es una casilla aquí: escribe una como { $example }, o ? para la ayuda
terminal-online-keys = Enter juega contra cualquiera (partida rápida), c crea una sala, j entra en la de un amigo con su código, w la mira, r muestra la clasificación
terminal-type-name = Escribe un nombre para { $seat } y pulsa Enter (Esc deja el anterior)
terminal-type-code = Escribe el código de la sala y pulsa Enter (Esc vuelve)
terminal-chance = { $mark }: { $percent } % de probabilidad
terminal-sent-to = Juega en el tablero { $board } (sus casillas 1-9)
terminal-any-board = Juega en cualquier tablero abierto: un primer 1-9 lo elige, un segundo su casilla
terminal-help-keys = ↑ ↓ para seguir leyendo, cualquier otra tecla cierra
engine-playing-ours = Juegas contra { $name }, un motor que habla nuestro protocolo
engine-playing-codingame = Juegas contra { $name }, un motor que lee los turnos de CodinGame
engine-lost-no-start = { $name } no arrancó ({ $why }) y pierde la ronda
engine-lost-slow = { $name } no jugó en { $seconds } s y pierde la ronda
engine-lost-broken = { $name } se detuvo o respondió mal ({ $why }) y pierde la ronda
engine-lost-illegal = { $name } jugó { $square }, que las reglas no permiten, y pierde la ronda
terminal-help-rules = Se juega por turnos, poniendo X y O. Gana quien hace tres en línea en 3 x 3, y cuatro en línea en 4 x 4 y 5 x 5. Juega una casilla con su dígito, o con el cursor y Enter; un clic juega donde el terminal informa del ratón.
terminal-report-confirm = ¿Denunciar a { $name } por esto? Enter envía la denuncia, Esc no
