# Jogo da velha em português do Brasil. Mesmos ids de en.ftl, na mesma ordem.

game-title = Jogo da velha

## Settings sheet

settings-title = Configurações
settings-language = Idioma
settings-language-system = Sistema ({ $language })
settings-language-note = Usando o idioma do sistema até você escolher um.
settings-board = Tabuleiro
settings-think = Tempo de reflexão do Impossível no Ultimate
settings-think-note = Quanto mais tempo, mais forte.
settings-first = Quem começa (joga com X)
settings-clock = Relógio nas salas que você criar
settings-clock-note = Cada jogada deve ser feita dentro desse tempo, senão a rodada é perdida. Uma partida rápida sempre dá 30 s.
settings-look = Aparência
settings-look-note = Usando a configuração do sistema até você escolher uma.
settings-sound = Som
settings-sound-effects = Efeitos sonoros
settings-volume = Volume
settings-volume-value = { $percent }%
settings-labels = Rótulos do tabuleiro
settings-labels-classic = Sempre mostrar os números das casas
settings-labels-four = Sempre mostrar os nomes das casas (de a1 a d4)
settings-labels-five = Sempre mostrar os nomes das casas (de a1 a e5)
settings-labels-ultimate = Sempre mostrar os números (tabuleiro e casa)
settings-labels-note = Eles também aparecem enquanto você joga com as teclas numéricas ou as setas.
settings-server = Servidor do jogo
settings-names = Nomes
settings-player-one = Jogador 1
settings-player-two = Jogador 2
settings-your-name = Seu nome
settings-name-limit = Os nomes têm no máximo { $count ->
        [one] { $count } caractere
       *[other] { $count } caracteres
    }
settings-first-random = Aleatório
settings-first-take-turns = Alternar
settings-first-me = Eu
settings-first-my-friend = Meu amigo
settings-first-computer = O computador

## Choices

mode-human-vs-human = Humano vs. humano
mode-human-vs-computer = Humano vs. computador
mode-computer-vs-computer = Computador vs. computador
mode-online = Online
difficulty-easy = Fácil
difficulty-medium = Médio
difficulty-impossible = Impossível
board-short-classic = 3 x 3
board-short-four = 4 x 4
board-short-five = 5 x 5
board-short-ultimate = Ultimate
board-classic = 3 x 3, três em linha
board-four = 4 x 4, quatro em linha
board-five = 5 x 5, quatro em linha
board-ultimate = Ultimate: nove tabuleiros em um. A casa em que você joga manda o adversário para aquele tabuleiro; vença três tabuleiros em linha
think-quick = Rápido
think-one-second = 1 segundo
think-five-seconds = 5 segundos
clock-none = Sem relógio
clock-seconds = { $seconds } s
theme-light = Claro
theme-dark = Escuro
theme-high-contrast = Alto contraste



## Title screen



## Keys and help



## Round

round-you-win = você venceu
round-wins = venceu
round-time-left = restam { $time }
round-you = você
round-draws = { $count ->
        [one] empate
       *[other] empates
    }
round-resume = Continuar
round-review-step = Revisão: jogada { $step } de { $count }
round-replay-won = { $mark } venceu
round-replay-draw = Empate
round-replay-unfinished = Não terminada
round-replay-moves = { $count ->
        [one] Replay: { $count } jogada
       *[other] Replay: { $count } jogadas
    }
round-score-and-rating = { $score }. { $rating }
round-rated-match = Partida rápida ranqueada
round-room = Sala
round-copy-code = Copiar código
round-copy-link = Copiar link
round-copy-watch-link = Copiar link para assistir
round-moves = Jogadas
round-moves-none = Nenhuma ainda
round-leave-room = Sair da sala?
round-leave-room-why = Seu amigo vai ver que você saiu, e esta rodada não vai contar.
round-leave-round = Sair desta rodada?
round-leave-round-why = Ela não terminou, então não vai contar.
round-leave = Sair
round-keep-playing = Continuar jogando
round-leave-keys = Enter para sair, Esc para continuar jogando.
round-leave-room-said = Sair da sala? Enter para sair, Escape para continuar jogando
round-leave-round-said = Sair desta rodada? Enter para sair, Escape para continuar jogando



## Board

board-wins = { $mark } vence
board-draw = Empate
board-at-once = na hora
board-in-moves = { $count ->
        [one] em { $count } jogada
       *[other] em { $count } jogadas
    }
board-chance = { $percent }%
board-analysing = Analisando…
board-best = a melhor
board-better = melhor
board-played = { $mark } jogou
board-judging = avaliando…



## Narration

narrate-round-started = Rodada { $number }. { $score }
narrate-you-took = Você marcou { $square }
narrate-took = { $name } marcou { $square }
narrate-square-number = a casa { $number }
narrate-square-ultimate = a casa { $square } do tabuleiro { $board }
narrate-your-turn = Sua vez ({ $mark })
narrate-turn = Vez de { $name } ({ $mark })
narrate-thinking = { $name } está pensando ({ $mark })
narrate-taken-number = A casa { $number } já está ocupada por { $mark }: escolha uma casa vazia
narrate-taken-ultimate = A casa { $square } do tabuleiro { $board } já está ocupada por { $mark }: escolha uma casa vazia
narrate-taken-named = A casa { $square } já está ocupada por { $mark }: escolha uma casa vazia
narrate-closed-board = O tabuleiro { $board } está fechado: jogue em um tabuleiro aberto
narrate-wrong-board = A última jogada manda você para o tabuleiro { $board }: jogue no tabuleiro destacado
narrate-off-board = Isso não é uma casa deste tabuleiro
narrate-round-over = A rodada acabou: aperte Enter ou R para jogar de novo, ou Esc para ir ao menu
narrate-watching = Você está assistindo: só os dois jogadores jogam
narrate-wait-computer = Espere: é a vez do computador
narrate-wait = Espere: é a vez de { $name }
narrate-one-at-a-time = Uma jogada de cada vez
narrate-looking-back = Você está vendo uma jogada anterior: Voltar ao jogo (End) ou Jogar daqui (P)
narrate-moves-and = { $first } e { $second }
narrate-undid = Desfeito: { $moves }
narrate-redid = Refeito: { $moves }
narrate-playing-from = Jogando a partir da jogada { $number }: as jogadas seguintes podem ser refeitas
narrate-nothing-to-undo = Não há jogada para desfazer
narrate-nothing-to-redo = Não há jogada para refazer
narrate-only-computer-moves = Não há jogada sua para desfazer: o computador jogou primeiro
narrate-no-take-backs-online = Não dá para voltar jogadas numa partida online: elas valem como foram feitas
narrate-no-take-backs-replay = Um replay mostra a partida como ela foi jogada: percorra com Revisar
narrate-no-such-move = Não existe a jogada { $number }: a partida tem { $moves ->
        [one] { $moves } jogada
       *[other] { $moves } jogadas
    }
narrate-round-reopened = A rodada foi reaberta e o resultado não conta mais. { $score }
narrate-result-draw = Deu velha
narrate-result-you-win = Você venceu!
narrate-result-you-win-on-time = Você venceu no tempo!
narrate-result-computer-wins = O computador venceu
narrate-result-wins = { $name } venceu!
narrate-result-wins-on-time = { $name } venceu no tempo!
narrate-result-help = { $result }. { $help }
narrate-result-exclaimed-help = { $result } { $help }
narrate-score-yours = Placar: vitórias { $won }, derrotas { $lost }, empates { $drawn }
narrate-score = Placar: { $first } { $first_wins }, { $second } { $second_wins }, empates { $draws }
narrate-menu = Menu: { $mode }, { $first }, { $board }. { $enter }
narrate-menu-with-strength = Menu: { $mode }, { $strength }, { $first }, { $board }. { $enter }
narrate-menu-you-first = você começa
narrate-menu-friend-first = seu amigo começa
narrate-menu-computer-first = o computador começa
narrate-menu-named-first = { $name } começa
narrate-menu-random-first = quem começa é sorteado
narrate-menu-take-turns = os jogadores se revezam para começar
narrate-menu-offline = Para jogar online é preciso internet, e este dispositivo está offline; todo o resto funciona sem ela
narrate-menu-enter-finds = Enter para procurar um jogador
narrate-menu-enter-starts = Enter para começar

## Online



## Coach



## Statistics and review

stats-record-you-vs = Você vs. { $strength }, { $board }
stats-record-itself = { $strength } contra si mesmo, { $board }
stats-record-two-players = Dois jogadores, { $board }
replay-link-after-round = O link do replay é criado quando a rodada termina
replay-finish-round-first = Termine ou saia desta rodada para abrir um replay
replay-opened-win = Replay: { $mark } venceu em { $moves ->
        [one] { $moves } jogada
       *[other] { $moves } jogadas
    }. Percorra com as setas
replay-opened-draw = Replay: empate em { $moves ->
        [one] { $moves } jogada
       *[other] { $moves } jogadas
    }. Percorra com as setas
replay-opened-unfinished = Replay: partida não terminada, com { $moves ->
        [one] { $moves } jogada
       *[other] { $moves } jogadas
    }. Percorra com as setas
replay-error-empty = Não foi possível abrir este link de replay: o replay está vazio
replay-error-too-long = Não foi possível abrir este link de replay: o replay tem { $letters ->
        [one] { $letters } letra
       *[other] { $letters } letras
    }, mais do que qualquer partida
replay-error-unknown-board = Não foi possível abrir este link de replay: o replay começa com "{ $letter }", que não indica nenhum tabuleiro (3, 4, 5 ou u)
replay-error-not-a-letter = Não foi possível abrir este link de replay: o replay contém "{ $letter }", que não é usado para escrever nenhuma jogada
replay-error-cut-short = Não foi possível abrir este link de replay: o replay termina no meio de uma jogada
replay-error-off-the-board = Não foi possível abrir este link de replay: a jogada { $number } do replay está fora do tabuleiro
replay-error-taken = Não foi possível abrir este link de replay: a jogada { $number } do replay (casa { $square }) não pode ser feita: essa casa já está ocupada por { $mark }
replay-error-square-off-board = Não foi possível abrir este link de replay: a jogada { $number } do replay (casa { $square }) não pode ser feita: a linha { $row }, coluna { $column } está fora do tabuleiro
replay-error-game-over = Não foi possível abrir este link de replay: a jogada { $number } do replay (casa { $square }) não pode ser feita: a partida já acabou
replay-error-closed-board = Não foi possível abrir este link de replay: a jogada { $number } do replay (casa { $square }) não pode ser feita: o tabuleiro { $board } está fechado: jogue em um tabuleiro aberto
replay-error-wrong-board = Não foi possível abrir este link de replay: a jogada { $number } do replay (casa { $square }) não pode ser feita: a jogada anterior manda para o tabuleiro { $board }
replay-error-moves-after-the-end = Não foi possível abrir este link de replay: a jogada { $number } do replay vem depois que a partida já tinha acabado
replay-error-unfinished = Não foi possível abrir este link de replay: a partida do replay nunca terminou


## Page: the browser page's own words, before the game starts (web/theme.js
## and web/main.js read these at build time; single lines only).

page-description = Jogo da velha em tabuleiros 3 x 3, 4 x 4 e 5 x 5: contra um amigo, online ou contra um computador que nunca perde, com um treinador que mostra o resultado de cada casa. Funciona offline depois de carregado.
page-app-description = Jogo da velha em tabuleiros 3 x 3, 4 x 4 e 5 x 5, contra um amigo, online ou contra o computador, com treinador.
page-canvas = Jogo da velha. As jogadas e os resultados são anunciados abaixo.
page-how-to-play = Clique ou toque em uma casa para jogar nela. Quando o jogo começar, aqui aparecem todas as teclas que ele aceita.
page-loading = Carregando o jogo…
page-loading-percent = Carregando o jogo… { $percent }%
page-starting = Iniciando…
page-no-webgl-heading = O jogo não pode ser iniciado
page-no-webgl = Este jogo desenha com WebGL2, que este navegador não oferece (ou desativou). Ele funciona em uma versão atual do Firefox, Chrome, Edge ou Safari.
page-stopped-heading = O jogo parou
page-stopped = O jogo parou: { $reason }. Recarregue a página para jogar de novo.
page-not-started = Não foi possível iniciar o jogo: { $reason }. Ele funciona em uma versão atual do Firefox, Chrome, Edge ou Safari com WebGL2.
page-not-loaded = Não foi possível carregar os arquivos do jogo ({ $reason }). Verifique a conexão e recarregue a página.
page-internal-error = um erro interno (o console do navegador pode dar mais detalhes)
page-unknown-error = um erro desconhecido
page-update = Uma nova versão do jogo está disponível.
page-reload = Recarregar
