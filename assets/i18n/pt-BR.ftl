# Jogo da velha em português do Brasil. Mesmos ids de en.ftl, na mesma ordem.

game-title = Jogo da velha


## Names: the players' names until they type their own, and the computer's.

name-computer = Computador
name-computer-numbered = Computador { $number }
name-player = Jogador { $number }

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
settings-labels-misere = Sempre mostrar os números das casas
settings-labels-qubic = Sempre mostrar os nomes dos pontos (camada, depois a1 a d4)
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
board-short-misere = Misère
board-short-qubic = Qubic
board-short-notakto = Notakto
board-classic = 3 x 3, três em linha
board-four = 4 x 4, quatro em linha
board-five = 5 x 5, quatro em linha
board-ultimate = Ultimate: nove tabuleiros em um. A casa em que você joga manda o adversário para aquele tabuleiro; vença três tabuleiros em linha
board-misere = Misère: 3 x 3, e quem faz três em linha perde
board-qubic = Qubic: 4 x 4 x 4, quatro em linha em qualquer das 76 linhas do cubo
board-notakto = Notakto: 3 x 3, os dois jogam X, e quem faz três em linha perde
think-quick = Rápido
think-one-second = 1 segundo
think-five-seconds = 5 segundos
clock-none = Sem relógio
clock-seconds = { $seconds } s
theme-light = Claro
theme-dark = Escuro
theme-high-contrast = Alto contraste


## Title screen

title-settings = Configurações
title-statistics = Estatísticas
title-blurb-human-vs-human = Dois jogadores, um dispositivo
title-blurb-human-vs-computer = Você contra o computador
title-blurb-computer-vs-computer = Veja dois computadores jogarem
title-blurb-online = Qualquer pessoa, ou um amigo por código
title-strength = Nível do computador
title-session-rounds = { $count ->
        [one] { $count } rodada jogada nesta sessão: o placar continua com os mesmos jogadores
       *[other] { $count } rodadas jogadas nesta sessão: o placar continua com os mesmos jogadores
    }
title-summary = { $board } · { $first }
title-summary-room = { $board } · sala que você criar: { $first }, { $seconds } s
title-summary-room-no-clock = { $board } · sala que você criar: { $first }, sem relógio
title-summary-board = Tabuleiro { $board }
title-first-random = quem começa é sorteado
title-first-take-turns = os jogadores se revezam para começar
title-first-maker = quem cria começa
title-first-friend = o amigo que entrar começa
title-first-you = você começa
title-first-computer = o computador começa
title-first-named = { $name } começa
title-change = Alterar…
title-back-to-room = Voltar à sua partida (sala { $code })
title-stop-looking = Parar de procurar
title-play-the-computer = Jogar contra o computador
title-quick-match = Partida rápida
title-quick-match-in = Partida rápida em { $time }
title-quick-match-note = Uma partida ranqueada contra quem também estiver procurando jogo no seu tabuleiro.
title-play-a-friend = Ou jogue com um amigo
title-create-room = Criar sala
title-create-room-note = Valem suas escolhas de tabuleiro, de quem começa e de relógio; seu amigo entra com o código ou o link da sala.
title-join-note = Ou entre na sala de um amigo pelo código, ou assista:
title-code-hint = Código, como KXMTRAB
title-room-code = Código da sala
title-join = Entrar
title-watch = Assistir
title-stats-title = Estatísticas
title-stats-none = Nenhuma rodada terminada ainda.
title-stats-won = Vitórias
title-stats-lost = Derrotas
title-stats-drawn = Empates
title-stats-best-streak = Melhor sequência
title-stats-whose = Vitórias e derrotas são do primeiro jogador: as suas, contra o computador.
title-stats-reset-question = Zerar todas as estatísticas? Isso não pode ser desfeito.
title-stats-reset-yes = Sim, zerar
title-stats-reset-no = Não, manter
title-stats-reset = Zerar estatísticas…
title-leaderboard = Ranking
title-leaderboard-asking = Consultando o servidor do jogo…
title-leaderboard-try-again = Tentar de novo
title-leaderboard-you = { $games ->
        [one] Você: #{ $place } com { $rating } após { $games } partida ranqueada
       *[other] Você: #{ $place } com { $rating } após { $games } partidas ranqueadas
    }
title-leaderboard-you-unranked = { $games ->
        [one] Você: { $rating } após { $games } partida ranqueada
       *[other] Você: { $rating } após { $games } partidas ranqueadas
    }; { $needs ->
        [one] enfrente mais { $needs } adversário para entrar no ranking
       *[other] enfrente mais { $needs } adversários para entrar no ranking
    }
title-leaderboard-you-none = Você ainda não tem partidas ranqueadas neste tabuleiro: a partida rápida é ranqueada.
title-leaderboard-nobody = { $count ->
        [one] Ninguém está no ranking deste tabuleiro ainda. Os jogadores entram no ranking após partidas ranqueadas contra { $count } adversário diferente.
       *[other] Ninguém está no ranking deste tabuleiro ainda. Os jogadores entram no ranking após partidas ranqueadas contra { $count } adversários diferentes.
    }
title-leaderboard-nobody-provisional = { $count ->
        [one] Ninguém está no ranking deste tabuleiro ainda. Os jogadores entram no ranking após partidas ranqueadas contra { $count } adversário diferente. No seu rating, o ponto de interrogação indica que ainda há poucas partidas para ter certeza.
       *[other] Ninguém está no ranking deste tabuleiro ainda. Os jogadores entram no ranking após partidas ranqueadas contra { $count } adversários diferentes. No seu rating, o ponto de interrogação indica que ainda há poucas partidas para ter certeza.
    }
title-leaderboard-place = #
title-leaderboard-player = Jogador
title-leaderboard-rating = Rating
title-leaderboard-games = Partidas
title-leaderboard-about = { $count ->
        [one] Os ratings são Glicko-2, por tabuleiro; o ponto de interrogação indica que ainda há poucas partidas para ter certeza. Os jogadores entram no ranking após partidas ranqueadas contra { $count } adversário diferente.
       *[other] Os ratings são Glicko-2, por tabuleiro; o ponto de interrogação indica que ainda há poucas partidas para ter certeza. Os jogadores entram no ranking após partidas ranqueadas contra { $count } adversários diferentes.
    } Só contam adversários que já estão classificados e sem ponto de interrogação (até um tabuleiro ter 11 assim: qualquer um que já jogou contra outros 10 e não mostra ponto de interrogação); uma vitória contra qualquer outro soma no máximo { $most } pontos, e essas vitórias { $all } no total.


## Keys and help

keys-arrow-keys = Setas

keys-when-menu = Na tela inicial
keys-when-round = Durante uma rodada
keys-when-looking-back = Vendo uma jogada anterior
keys-when-over = Depois de uma rodada
keys-when-reviewing = Na revisão
keys-when-board = Durante e depois de uma rodada
keys-when-anywhere = Em qualquer lugar
keys-either = { $first } ou { $second }
keys-plain-item = { $keys }: { $what }
keys-plain-separator = {"; "}
keys-plain-section = { $heading }: { $items }.
keys-button-start = Começar
keys-button-quit = Sair
keys-button-undo = Desfazer
keys-button-redo = Refazer
keys-button-hint = Dica
keys-button-analysis = Análise
keys-button-back-to-game = Voltar ao jogo
keys-button-play-from-here = Jogar daqui
keys-button-leave-round = Menu
keys-button-close-review = Fechar
keys-button-play-again = Jogar de novo
keys-button-review = Revisar
keys-button-copy-replay-link = Copiar replay
keys-button-report-threw = Perdeu de propósito
keys-button-report-unfair = Jogo desleal
keys-button-review-previous = Anterior
keys-button-review-next = Próxima
keys-button-back-to-menu = Menu
keys-button-toggle-labels = Nomes das casas
keys-button-toggle-sound = Som
keys-button-help = Ajuda
keys-what-start = Começar (ou abrir uma sala, online)
keys-what-quit = Sair (na versão desktop); enquanto procura um adversário, parar de procurar
keys-what-play-square = Jogar em uma casa do 3 x 3 (no Ultimate, em um tabuleiro e depois na casa dele): 7 8 9 são a linha de cima, como no teclado numérico
keys-what-move-cursor = Mover o cursor pelo tabuleiro
keys-what-place-at-cursor = Jogar na casa sob o cursor
keys-what-undo = Desfazer (contra o computador, a resposta dele e a sua jogada)
keys-what-redo = Refazer
keys-what-hint = Dica: as melhores casas e aonde elas levam
keys-what-analysis = Análise: aonde leva cada casa vazia
keys-what-back-to-game = Voltar ao jogo agora
keys-what-play-from-here = Continuar a partir da jogada mostrada (as jogadas seguintes podem ser refeitas)
keys-what-earlier = Ver o tabuleiro uma jogada antes
keys-what-later = Ver o tabuleiro uma jogada depois
keys-what-first-position = Ver o tabuleiro vazio
keys-what-leave-round = Sair da rodada para a tela inicial (pergunta antes)
keys-what-close-review = Fechar a revisão
keys-what-play-again = Jogar de novo; o placar continua
keys-what-review = Revisar a rodada jogada por jogada
keys-what-copy-replay-link = Copiar um link que abre o replay desta partida no navegador
keys-what-report-threw = Depois de uma partida ranqueada online, denunciar o adversário por perder de propósito
keys-what-report-unfair = Depois de uma partida ranqueada online, denunciar o adversário por jogo desleal (ajuda de um programa ou de uma pessoa)
keys-what-review-previous = Revisar a jogada anterior
keys-what-review-next = Revisar a próxima jogada
keys-what-back-to-menu = Voltar à tela inicial
keys-what-toggle-labels = Mostrar ou ocultar os nomes das casas
keys-what-toggle-sound = Ligar ou desligar o som
keys-what-help = Mostrar ou ocultar todas as teclas
help-title = Como jogar
help-rules = Os jogadores se revezam marcando X e O. Três em linha vence no 3 x 3; quatro em linha no 4 x 4 e no 5 x 5. Clique ou toque em uma casa para jogar nela.
help-ultimate = Ultimate: nove tabuleiros pequenos em um. Três em linha vence um tabuleiro pequeno; três tabuleiros pequenos em linha vencem a partida. A casa em que você joga manda o adversário para o tabuleiro pequeno na mesma posição, que fica destacado; se ele for mandado para um tabuleiro já vencido ou cheio, pode jogar em qualquer um que esteja aberto. Pelo teclado: 1-9 (como no teclado numérico) indica a casa, depois de um primeiro 1-9 para o tabuleiro quando a escolha é livre.
help-misere = Misère: três em linha perdem. Quem completa uma linha dá a vitória ao outro; um tabuleiro cheio sem linha dá velha. O Médio segue regras que você pode aprender: nunca completar uma linha enquanto houver outra casa livre; se começar, ficar com o centro e depois responder a cada jogada com a casa oposta pelo centro; fora isso, ficar longe das próprias marcas.
help-qubic = Qubic: quatro em linha num cubo 4 x 4 x 4, desenhado como suas quatro camadas: a 1 em cima à esquerda, a 2 em cima à direita, a 3 embaixo à esquerda, a 4 embaixo à direita. Uma linha fica numa camada ou atravessa as quatro camadas, reta ou na diagonal: 76 linhas ao todo. Um ponto é chamado pela camada e pela casa, como 2b3. Quem começa pode forçar a vitória. O Médio vence se puder, senão bloqueia, senão fica com um dos 16 pontos em sete linhas (os cantos do cubo e seus oito pontos internos). A dica do treinador mostra a jogada do computador e diz por quê (uma vitória, um bloqueio ou a escolha da sua busca), e a análise marca quem vence nos pontos onde uma sequência de ameaças o prova; a revisão ainda não conhece o Qubic.
help-notakto = Notakto: os dois jogadores marcam X, e quem completa três em linha, de quem quer que sejam as marcas, perde; não há velha. Cada marca mantém a cor do seu jogador, e o jogo continua chamando o primeiro jogador de X e o segundo de O. O primeiro pode forçar a vitória. O Médio segue regras que você pode aprender: nunca completar uma linha enquanto houver outra casa livre; se começar, ficar com o centro e depois com uma casa a um pulo de cavalo (duas para um lado, uma para o outro) da primeira marca do adversário; ficar com uma casa depois da qual toda casa livre completa uma linha.
help-buttons = Botões
help-buttons-note = Tab e Shift+Tab passam de um botão a outro, e Space ou Enter aperta o botão contornado. Durante uma rodada, as setas, Enter e Space ficam com o tabuleiro até Tab levar ao painel; Esc devolve essas teclas ao tabuleiro. No navegador, Tab depois do último botão do painel chega às casas do tabuleiro, como botões.
keys-unbound-menu = { $key } não faz nada aqui: Enter para começar; ? mostra todas as teclas
keys-unbound-classic = { $key } não faz nada aqui: aperte 1-9 (como no teclado numérico) ou clique em uma casa; ? mostra todas as teclas
keys-unbound-ultimate = { $key } não faz nada aqui: aperte 1-9 para uma casa do tabuleiro destacado (antes, um tabuleiro, quando a escolha é livre) ou clique em uma casa; ? mostra todas as teclas
keys-unbound-large = { $key } não faz nada aqui: clique em uma casa ou use as setas e Enter; ? mostra todas as teclas
keys-unbound-over = { $key } não faz nada aqui: Enter para jogar de novo, V para revisar a rodada, Esc para o menu; ? mostra todas as teclas
keys-not-ultimate = Este tabuleiro não é Ultimate
keys-no-such-square = Não existe a casa { $number }
keys-board-closed = O tabuleiro { $board } está fechado: escolha um tabuleiro aberto, 1-9
keys-no-such-square-sent = Não existe a casa { $number }: a última jogada manda você para o tabuleiro { $board }, casas 1-9
keys-no-such-board = Não existe o tabuleiro { $number }: os tabuleiros são 1-9, dispostos como no teclado numérico
keys-board-picked = Tabuleiro { $board }: agora a casa, 1-9 (0 escolhe outro tabuleiro)
keys-pick-a-board = Escolha um tabuleiro, 1-9 (como no teclado numérico)
keys-numbers-classic-only = As teclas numéricas escolhem casas só no tabuleiro 3 x 3: clique em uma casa ou use as setas e Enter
keys-no-such-square-classic = Não existe a casa { $number }: as casas são 1-9, dispostas como no teclado numérico
keys-no-cursor = Escolha uma casa primeiro: as setas movem o cursor, Enter joga
keys-sound-off = Som desligado
keys-sound-on = Som ligado
keys-outside-board = Isso está fora do tabuleiro: clique em uma casa
keys-spoken = { $label } ({ $keys })
keys-done = OK
focus-button = { $label }, botão
focus-option = { $label }, opção
focus-option-selected = { $label }, opção, selecionada
focus-checkbox = { $label }, caixa de seleção
focus-checkbox-checked = { $label }, caixa de seleção, marcada
focus-checkbox-not-checked = { $label }, caixa de seleção, não marcada
focus-text-field = { $label }, campo de texto, { $text }
focus-text-field-empty = { $label }, campo de texto, vazio
focus-text-field-unnamed = { $label }, campo de texto
focus-text-field-unnamed-selected = { $label }, campo de texto, selecionado
focus-slider = { $label }, controle deslizante
focus-slider-selected = { $label }, controle deslizante, selecionado
focus-section = { $label }, seção
focus-section-selected = { $label }, seção, selecionada
focus-selected = { $label }, selecionado
keys-describe = Clique ou toque em uma casa para jogar nela, ou use as teclas. { $keys }
clipboard-copied = Copiado: { $text }
clipboard-failed = Não foi possível copiar ({ $error }): selecione o texto
saved-statistics-damaged = As estatísticas salvas estavam danificadas ({ $error }) e recomeçam do zero; as configurações foram mantidas
saved-statistics-not-saved = Não foi possível salvar as estatísticas ({ $error })
saved-settings-partly = Parte das configurações salvas não pôde ser lida e o padrão foi usado: { $problem }
saved-settings-partly-more = { $count ->
        [one] Parte das configurações salvas não pôde ser lida e o padrão foi usado: { $problem } (e mais { $count } problema)
       *[other] Parte das configurações salvas não pôde ser lida e o padrão foi usado: { $problem } (e mais { $count } problemas)
    }
saved-settings-unreadable = Não foi possível ler as configurações salvas ({ $error }); usando o padrão
saved-settings-not-saved = Não foi possível salvar as configurações ({ $error })
grid-name = Tabuleiro, { $size } por { $size }
grid-name-ultimate = Tabuleiro, Ultimate: nove tabuleiros pequenos de 3 por 3
grid-name-qubic = Cubo, Qubic: quatro camadas de 4 por 4
grid-square-sent = { $square }; jogue no tabuleiro { $board }
grid-square-any = { $square }; jogue em qualquer tabuleiro aberto
square-label-number = Casa { $number }, { $place }, { $content }
square-label-named = Casa { $square }, linha { $row }, coluna { $column }, { $content }
square-label-ultimate = Tabuleiro { $board }, casa { $square }, { $content }
square-label-qubic = Camada { $layer }, casa { $square }, { $content }
square-empty = vazia
square-place = { $place ->
    [top-left] em cima à esquerda
    [top] em cima
    [top-right] em cima à direita
    [left] à esquerda
    [right] à direita
    [bottom-left] embaixo à esquerda
    [bottom] embaixo
    [bottom-right] embaixo à direita
   *[centre] centro
}


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
round-report = Denunciar:
round-reported = Denunciado. Obrigado
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
narrate-sentence = { $text }.
narrate-sentences = { $first } { $second }
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
narrate-no-take-backs-engine = Este motor lê os turnos do CodinGame e não pode desfazer jogadas
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
# Misère: the result, then who completed a line (and so lost). $mark: X or O;
# $result: the sentence above (the second form when it ends in "!").
narrate-result-misere = { $result }. { $mark } fez três em linha
narrate-result-misere-exclaimed = { $result } { $mark } fez três em linha
narrate-result-wins-on-time = { $name } venceu no tempo!
narrate-result-help = { $result }. { $help }
narrate-result-exclaimed-help = { $result } { $help }
narrate-score-yours = Placar: vitórias { $won }, derrotas { $lost }, empates { $drawn }
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

online-connecting = Conectando a { $address }…
online-reconnecting = Conexão perdida: reconectando…
online-reconnected = Reconectado
online-household = Outra pessoa no seu endereço de internet também está procurando: a partida rápida nunca junta jogadores do mesmo endereço (para jogar com essa pessoa, pare de procurar, crie uma sala e compartilhe o código)
online-household-alone = Outra pessoa no seu endereço de internet também está procurando: a partida rápida nunca junta jogadores do mesmo endereço (para jogar com essa pessoa, pare de procurar, crie uma sala e compartilhe o código); ou jogue contra o computador
online-searching = Procurando um jogador para uma partida de { $board }…
online-searching-alone = Ninguém com rating próximo ao seu está procurando uma partida de { $board } ainda: a busca se amplia enquanto você espera; ou jogue contra o computador
online-waiting-for-friend = Esperando seu amigo entrar com o código { $code }
online-wants-again = { $name } quer jogar de novo
online-waiting-again = Esperando { $name } aceitar jogar de novo
online-playing = Jogando online contra { $name }{ $watchers ->
        [0] {""}
       *[other] , { $watchers } assistindo
    }
online-away = { $name } perdeu a conexão: esperando { $seconds } s para que volte
online-left = { $name } saiu
online-joined = { $name } entrou
online-lost-connection = { $name } perdeu a conexão, aguardando…
online-is-back = { $name } voltou
online-watching-both = Assistindo à partida entre { $first } e { $second }{ $others ->
        [0] {""}
        [one] , com mais { $others } espectador
       *[other] , com mais { $others } espectadores
    }
online-watching-empty = Assistindo à sala { $code }: esperando um segundo jogador{ $others ->
        [0] {""}
        [one] , com mais { $others } espectador
       *[other] , com mais { $others } espectadores
    }
online-watching-away = { $name } perdeu a conexão: esperando { $seconds } s para que volte{ $others ->
        [0] {""}
        [one] , com mais { $others } espectador
       *[other] , com mais { $others } espectadores
    }
online-watching-left = { $name } saiu{ $others ->
        [0] {""}
        [one] , com mais { $others } espectador
       *[other] , com mais { $others } espectadores
    }
online-watching-room = Assistindo à sala { $code }
online-back-in-room = De volta à sala { $code }, no seu lugar
online-found-player = Jogador encontrado: a partida vai começar
online-room-open = A sala { $code } está aberta: passe o código { $code } para seu amigo
online-joined-room = Você entrou na sala { $code }
online-room-closed = A sala foi fechada: { $reason }
closed-stopped-looking = você parou de procurar partida
closed-left = você saiu da sala
closed-stopped-watching = você parou de assistir
closed-everyone-left = todos saíram
closed-idle = a sala ficou inativa por tempo demais
closed-shutting-down = o servidor está sendo desligado
closed-called-off = a partida foi cancelada
closed-called-off-by = a partida foi cancelada: { $name } não chegou a fazer a primeira jogada
closed-no-first-move = você não fez sua primeira jogada em { $seconds ->
        [one] { $seconds } segundo
       *[other] { $seconds } segundos
    }: a partida foi cancelada e não conta para o ranking. Sua próxima partida rápida pode começar daqui a um minuto
called-off-looking-again = { $name } não fez a primeira jogada: a partida foi cancelada e não conta para o ranking. Procurando outro jogador…
online-connection-lost = A conexão com o servidor caiu ({ $error }): reconectando
online-server-closed = o servidor encerrou a conexão
online-reconnect-failed = Não foi possível reconectar ao servidor: a sala foi perdida
online-needs-network = Para jogar online é preciso internet, e este dispositivo está offline; todo o resto funciona sem ela
online-unreachable-page = Não foi possível acessar o servidor do jogo em { $address }: o servidor da página pode ter parado
online-unreachable = Não foi possível acessar o servidor do jogo em { $address }: ele está rodando? (.ci/web inicia um; o endereço fica em Configurações)
online-not-a-code = "{ $typed }" não é um código de sala: os códigos têm sete letras, sem I, L ou O (que parecem 1 e 0), como KXMTRAB
online-already-in-room = Você já está em uma sala: saia dela primeiro (Menu)
online-ran-out-of-time = O tempo de { $name } acabou
online-seconds-left = { $seconds ->
        [one] Resta { $seconds } segundo para jogar
       *[other] Restam { $seconds } segundos para jogar
    }
online-asked-again = Você pediu outra rodada a { $name }
online-rating-change = Seu rating: { $before } → { $after } ({ $delta })
online-reported = Denunciado: os moderadores vão analisar esta partida. Obrigado
online-report-nothing = Só dá para denunciar o adversário de uma partida ranqueada online, uma vez por partida
online-unranked = { $needs ->
        [one] enfrente mais { $needs } adversário para entrar no ranking
       *[other] enfrente mais { $needs } adversários para entrar no ranking
    }
online-leaderboard-empty = Ranking do { $board }: ninguém no ranking ainda{ $you ->
        [ranked] ; você é o número { $place } com { $rating }
        [unranked] ; você tem { $rating }: { $needs ->
            [one] enfrente mais { $needs } adversário para entrar no ranking
           *[other] enfrente mais { $needs } adversários para entrar no ranking
        }
       *[none] ; você não tem partidas ranqueadas neste tabuleiro
    }
online-leaderboard = Ranking do { $board }: { $players ->
        [one] { $players } jogador
       *[other] { $players } jogadores
    }, em primeiro { $leader } com { $leader_rating }{ $you ->
        [ranked] ; você é o número { $place } com { $rating }
        [unranked] ; você tem { $rating }: { $needs ->
            [one] enfrente mais { $needs } adversário para entrar no ranking
           *[other] enfrente mais { $needs } adversários para entrar no ranking
        }
       *[none] ; você não tem partidas ranqueadas neste tabuleiro
    }
online-leaderboard-unreadable = Não foi possível ler a resposta do servidor: será outra versão?
online-leaderboard-timeout = O servidor não respondeu a tempo: tente de novo


## Coach

coach-online = O treinador fica de fora nas partidas online: esta é entre você e seu amigo
coach-not-yet = A revisão do treinador ainda não conhece este jogo: a dica e a análise, sim
coach-hint-round-over = A rodada acabou: não há dica para dar
coach-hint-past = As dicas são para o jogo atual: volte ao jogo primeiro
coach-analysis-on-ultimate = Análise ligada: cada casa disponível para a próxima jogada mostra a chance de vitória segundo a busca do computador
coach-analysis-on-qubic = Análise ligada: um ponto mostra quem vence onde uma sequência de ameaças o prova; os outros ficam em aberto
coach-analysis-on = Análise ligada: cada casa vazia mostra aonde leva jogar nela
coach-analysis-off = Análise desligada
coach-outlook-win = { $winner } vence em { $moves ->
        [one] { $moves } jogada
       *[other] { $moves } jogadas
    }
coach-outlook-draw = empate
coach-hint-any = Dica para { $mover }: qualquer casa { $result ->
        [draw] mantém o empate
        [win] vence ({ $outlook })
       *[loss] adia ao máximo a derrota ({ $outlook })
    }
coach-hint-one = Dica para { $mover }: a casa { $square } { $result ->
        [draw] mantém o empate
        [win] vence ({ $outlook })
       *[loss] adia ao máximo a derrota ({ $outlook })
    }
coach-hint-computer = Dica para { $mover }: { $square } { $result ->
        [win] vence à força
        [block] bloqueia uma linha a uma marca de quatro
       *[choice] é a escolha do computador (nenhuma vitória forçada à vista)
    }
coach-hint-many = Dica para { $mover }: as casas { $squares } { $result ->
        [draw] mantêm o empate
        [win] vencem ({ $outlook })
       *[loss] adiam ao máximo a derrota ({ $outlook })
    }
coach-hint-engine = Dica para { $mover }: tabuleiro { $board }, casa { $square } { $result ->
        [win] vence
        [draw] mantém o empate
        [loss] adia ao máximo a derrota
       *[chance] dá a { $mover } { $percent }% de chance segundo a busca do computador
    }
coach-list-or = { $first } ou { $last }
coach-list-comma = { $first }, { $rest }
coach-viewing-start = Vendo o início, antes da jogada 1 de { $total }
coach-viewing-move = Vendo a jogada { $number } de { $total }: { $played }
coach-viewing-start-read-only = Vendo o início, antes da jogada 1 de { $total }. O tabuleiro é só para ver: Voltar ao jogo (End) ou Jogar daqui (P)
coach-viewing-move-read-only = Vendo a jogada { $number } de { $total }: { $played }. O tabuleiro é só para ver: Voltar ao jogo (End) ou Jogar daqui (P)
coach-back-to-game = Voltar ao jogo
coach-pick-a-move = Escolha primeiro uma jogada na lista e depois jogue a partir dela
coach-no-moves = Nenhuma jogada ainda: não há nada para rever
coach-review-closed = Revisão fechada
coach-review-judging = Jogada { $number } de { $total }: { $played }, avaliando…
coach-review-mark = { $mark } ({ $number } de { $total })
coach-mark-best-win = Jogada { $number }: { $played }, a melhor: a caminho da vitória
coach-mark-best-draw = Jogada { $number }: { $played }, a melhor: mantém o empate
coach-mark-best-loss = Jogada { $number }: { $played }, a melhor: adia ao máximo a derrota
coach-mark-kept-win = Jogada { $number }: { $played } ainda vence, mas { $better } vence mais rápido
coach-mark-kept-loss = Jogada { $number }: { $played } perde mais rápido que { $better }
coach-mark-mistake = Jogada { $number }: { $played } { $what ->
        [force] deixou { $opponent } forçar a vitória
        [slip] deixou a vitória escapar para um empate
       *[changed] mudou o resultado
    }; com { $better }, { $held ->
        [won] a vitória estava garantida
        [draw] o empate estava garantido
       *[lost] { $opponent } venceria
    }
coach-mark-chance-choice = Jogada { $number }: { $played }, a escolha do computador: { $mover } com { $played_percent }% de chance
coach-mark-chance-as-good = Jogada { $number }: { $played }, tão boa quanto a escolha do computador, { $top }: { $mover } com { $played_percent }% de chance, contra { $best_percent }%
coach-mark-chance-kept = Jogada { $number }: { $played } tirou { $points } pontos da chance de { $mover } (de { $best_percent }% para { $played_percent }%); { $better } era melhor
coach-mark-chance-mistake = Jogada { $number }: { $played } perdeu { $points } pontos da chance de { $mover } (de { $best_percent }% para { $played_percent }%); { $better } mantinha { $best_percent }%
coach-used-hints = Você usou { $hints ->
        [one] { $hints } dica
       *[other] { $hints } dicas
    }
coach-used-undos = Você desfez { $undos ->
        [one] { $undos } jogada
       *[other] { $undos } jogadas
    }
coach-used-both = Você usou { $hints ->
        [one] { $hints } dica
       *[other] { $hints } dicas
    } e desfez { $undos ->
        [one] { $undos } jogada
       *[other] { $undos } jogadas
    }


## Statistics and review

stats-record-you-vs = Você vs. { $strength }, { $board }
stats-record-itself = { $strength } contra si mesmo, { $board }
stats-record-two-players = Dois jogadores, { $board }
stats-record-online = Online, { $board } (as suas)
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


## Server refusals: what the game server would not do, worded by the game
## from the refusal's code and arguments (src/game/online/refusal.rs).

refusal-wait-seconds = { $count ->
        [one] um segundo
       *[other] { $count } segundos
    }
refusal-wait-minutes = { $count ->
        [one] um minuto
       *[other] { $count } minutos
    }
refusal-wait-hours = { $count ->
        [one] uma hora
       *[other] { $count } horas
    }
refusal-wait-days = { $count ->
        [one] um dia
       *[other] { $count } dias
    }
refusal-version-update-game = Este servidor usa a versão { $server } do protocolo do jogo, e o jogo usa a versão { $client }: recarregue a página ou atualize o jogo
refusal-version-update-server = Este servidor usa a versão { $server } do protocolo do jogo, e o jogo usa a versão { $client }: o servidor é mais antigo que o jogo; peça a quem cuida dele para atualizá-lo
refusal-too-large = Uma mensagem de { $bytes } bytes passa do limite de { $limit }
refusal-too-fast = Mais de { $per_second } mensagens por segundo: esta foi descartada
refusal-too-fast-leaderboards = O ranking é enviado { $per_second ->
        [one] { $per_second } vez
       *[other] { $per_second } vezes
    } por segundo para cada endereço: tente de novo daqui a um segundo
refusal-malformed = Esta não é uma mensagem deste jogo: { $why }
refusal-binary = Uma mensagem binária de { $bytes } bytes: este jogo usa texto
refusal-disconnected = { $sentence }; mensagens inválidas demais, por isso a conexão foi encerrada
refusal-no-such-room = Não existe a sala { $code }: confira o código
refusal-room-closed = A sala foi fechada
refusal-room-full = A sala { $code } já tem dois jogadores
refusal-too-many-joins = Muitos códigos errados vindos do seu endereço de internet: confira o código e tente de novo daqui a { $wait }
refusal-bad-token = Este token não vale para nenhum lugar da sala { $code }
refusal-seat-given-up = Esse lugar foi liberado: entre em uma nova sala
refusal-seat-left = { $name } saiu da sala
refusal-not-connected = Sem conexão
refusal-searching-nobody-yet = Você está procurando uma partida rápida: ainda não há com quem jogar
refusal-no-room = Crie uma sala ou entre em uma primeiro
refusal-idle = Nenhuma sala foi criada ou acessada em { $seconds } s: encerrando a conexão
refusal-already-in-room = Você já está na sala { $code }: saia dela primeiro
refusal-already-searching = Você está procurando uma partida rápida: pare de procurar primeiro
refusal-already-watching = Você está assistindo a uma sala: pare de assistir primeiro
refusal-not-started = Seu amigo ainda não entrou
refusal-not-your-turn = É a vez de { $name }
refusal-move-taken = Essa casa já está ocupada por { $mark }
refusal-move-off-board = A linha { $row }, coluna { $column } está fora do tabuleiro
refusal-move-game-over = A partida acabou
refusal-move-closed-board = O tabuleiro { $board } está fechado: jogue em um tabuleiro aberto
refusal-move-wrong-board = A última jogada manda você para o tabuleiro { $board }
refusal-out-of-time = Seu tempo acabou: esta rodada está perdida. Peça para jogar de novo
refusal-round-over = Esta rodada acabou: peça para jogar de novo
refusal-late = Seu tempo para esta jogada acabou: a rodada foi perdida no tempo
refusal-round-not-over = Termine esta rodada primeiro
refusal-full = O servidor está cheio: tente de novo daqui a alguns minutos
refusal-full-returning-only = O servidor está cheio: no momento, só entram jogadores que estão voltando ao seu lugar. Tente de novo daqui a alguns minutos
refusal-full-rooms = O servidor já tem todas as salas que comporta: tente de novo daqui a alguns minutos
refusal-address-rooms = Seu endereço de internet já tem { $count ->
        [one] { $count } sala aberta
       *[other] { $count } salas abertas
    } aqui: termine ou saia de uma primeiro
refusal-address-searches = Seu endereço de internet já tem { $count ->
        [one] { $count } busca por partida aberta
       *[other] { $count } buscas por partida abertas
    } aqui: pare uma primeiro
refusal-address-watching = Já há { $count ->
        [one] { $count } sala sendo assistida
       *[other] { $count } salas sendo assistidas
    } a partir do seu endereço de internet: pare de assistir a uma primeiro
refusal-lost-touch = Não é possível começar novas partidas agora: este servidor perdeu contato com os outros. As partidas em andamento continuam; tente de novo daqui a um minuto
refusal-no-answer = O servidor da sala não está respondendo: tente de novo daqui a pouco
refusal-name-computer = "{ $name }" é o nome do computador, e online você joga com pessoas: escolha outro nome em Configurações
refusal-name-rated = Outro jogador já tem rating com o nome "{ $name }": escolha outro nome em Configurações
refusal-name-look-alike = "{ $name }" ficaria igual a "{ $waiting }", o nome do jogador que espera na sala (as letras são diferentes: outro alfabeto ou caracteres parecidos): escolha outro nome em Configurações
refusal-bad-player = "{ $key }" não é uma chave de dispositivo: o jogo envia de { $min } a { $max } letras, algarismos, '_' ou '-' (recarregue a página ou atualize o jogo)
refusal-too-soon = Deste dispositivo ou endereço de internet, { $games ->
        [one] uma partida ranqueada ficou sem terminar ou nem começou
       *[other] { $games } partidas ranqueadas ficaram sem terminar ou nem começaram
    } nas últimas 24 horas: sua próxima partida rápida pode começar daqui a { $wait }
refusal-too-many-reports = Seu endereço já fez { $count } denúncias nesta hora: tente de novo mais tarde
refusal-nothing-to-report = Só dá para denunciar o adversário de uma partida ranqueada que acabou de terminar, uma vez por partida
refusal-banned = Um moderador fechou as partidas ranqueadas para este dispositivo ou endereço ({ $why }); elas reabrem daqui a { $wait }. As salas com amigos continuam abertas como sempre.
ban-reason-farming = pontos ganhos de outros dispositivos ou endereços do mesmo jogador
ban-reason-camping = partidas rápidas aceitas e nunca jogadas
ban-reason-abuse = assédio a outros jogadores
ban-reason-cheating = ajuda de um programa ou de outra pessoa em partidas ranqueadas
refusal-bad-clock = Não há relógio de { $seconds } segundos por jogada: escolha { $a }, { $b } ou { $c } segundos, ou jogue sem relógio
refusal-watcher = Você está assistindo à sala { $code }: só os dois jogadores jogam
refusal-too-many-watchers = A sala { $code } já tem todos os espectadores que comporta: tente de novo mais tarde
refusal-replaced = Você abriu este jogo em outro lugar


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

## A edição de terminal (tictactoe-terminal)

terminal-menu-keys = 1-5 mudam uma escolha, Enter começa, s mostra as estatísticas, ? mostra todas as teclas, q sai
terminal-too-small = Deixe o terminal com pelo menos { $columns } colunas e { $rows } linhas para este tabuleiro
terminal-footer = ? mostra todas as teclas, q sai da rodada
terminal-plain-move = { $turn }: digite uma casa ({ $example }), ou ? para a ajuda
terminal-plain-over = Enter joga de novo, q volta ao menu
terminal-plain-leave = y sai da rodada, n continua jogando
terminal-plain-unknown = “{ $line }” não significa nada aqui: ? mostra todas as teclas
terminal-plain-not-a-square = “{ $line }” não é uma casa aqui: digite uma como { $example }, ou ? para a ajuda
terminal-online-keys = Enter joga contra qualquer pessoa (partida rápida), c cria uma sala, j entra na de um amigo pelo código, w assiste, r mostra o ranking
terminal-type-name = Digite um nome para { $seat } e tecle Enter (Esc mantém o anterior)
terminal-type-code = Digite o código da sala e tecle Enter (Esc volta)
terminal-chance = { $mark }: { $percent }% de chance
terminal-sent-to = Jogue no tabuleiro { $board } (suas casas 1-9)
terminal-any-board = Jogue em qualquer tabuleiro aberto: um primeiro 1-9 o escolhe, um segundo a casa
terminal-help-keys = ↑ ↓ para continuar lendo, qualquer outra tecla fecha
engine-playing-ours = Jogando contra { $name }, um motor que fala o nosso protocolo
engine-playing-codingame = Jogando contra { $name }, um motor que lê os turnos do CodinGame
engine-lost-no-start = { $name } não iniciou ({ $why }) e perde a rodada
engine-lost-slow = { $name } não jogou em { $seconds } s e perde a rodada
engine-lost-broken = { $name } parou ou respondeu errado ({ $why }) e perde a rodada
engine-lost-illegal = { $name } jogou { $square }, o que as regras não permitem, e perde a rodada
terminal-help-rules = Os jogadores se revezam marcando X e O. Três em linha vence no 3 x 3; quatro em linha no 4 x 4 e no 5 x 5. Jogue numa casa pelo seu dígito, ou com o cursor e Enter; um clique joga onde o terminal informa o mouse.
terminal-report-confirm = Denunciar { $name } por isso? Enter envia a denúncia, Esc não
