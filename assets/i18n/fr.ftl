# Morpion en français : les mêmes ids que en.ftl, dans le même ordre.

game-title = Morpion

## Settings sheet

settings-title = Paramètres
settings-language = Langue
settings-language-system = Système ({ $language })
settings-language-note = La langue du système est utilisée tant que tu n'en choisis pas une.
settings-board = Grille
settings-think = Réflexion d'Impossible en Ultimate
settings-think-note = Plus c'est long, plus il est fort.
settings-first = Qui commence (joue X)
settings-clock = Chrono dans un salon que tu crées
settings-clock-note = Chaque coup doit être joué dans ce temps, sinon la manche est perdue. Une partie rapide donne toujours 30 s.
settings-look = Apparence
settings-look-note = Le réglage du système est utilisé tant que tu n'en choisis pas un.
settings-sound = Son
settings-sound-effects = Effets sonores
settings-volume = Volume
settings-volume-value = { $percent } %
settings-labels = Repères de la grille
settings-labels-classic = Toujours afficher les numéros des cases
settings-labels-four = Toujours afficher les noms des cases (a1 à d4)
settings-labels-five = Toujours afficher les noms des cases (a1 à e5)
settings-labels-ultimate = Toujours afficher les numéros (grille et case)
settings-labels-note = Ils apparaissent aussi quand tu joues avec les touches numériques ou fléchées.
settings-server = Serveur de jeu
settings-names = Noms
settings-player-one = Joueur 1
settings-player-two = Joueur 2
settings-your-name = Ton nom
settings-name-limit = { $count ->
    [one] Les noms font { $count } caractère au maximum
   *[other] Les noms font { $count } caractères au maximum
    }
settings-first-random = Au hasard
settings-first-take-turns = À tour de rôle
settings-first-me = Moi
settings-first-my-friend = Mon ami
settings-first-computer = L'ordinateur

## Choices

mode-human-vs-human = Humain vs humain
mode-human-vs-computer = Humain vs ordinateur
mode-computer-vs-computer = Ordinateur vs ordinateur
mode-online = En ligne
difficulty-easy = Facile
difficulty-medium = Moyen
difficulty-impossible = Impossible
board-short-classic = 3 x 3
board-short-four = 4 x 4
board-short-five = 5 x 5
board-short-ultimate = Ultimate
board-classic = 3 x 3, trois alignés
board-four = 4 x 4, quatre alignés
board-five = 5 x 5, quatre alignés
board-ultimate = Ultimate : neuf grilles en une. Ta case envoie ton adversaire sur cette grille ; gagne trois grilles alignées
think-quick = Rapide
think-one-second = 1 seconde
think-five-seconds = 5 secondes
clock-none = Sans chrono
clock-seconds = { $seconds } s
theme-light = Clair
theme-dark = Sombre
theme-high-contrast = Contraste élevé



## Title screen



## Keys and help



## Round

# L'en-tête des joueurs au-dessus de la grille

round-you-win = tu as gagné
round-wins = a gagné
round-time-left = reste { $time }
round-you = toi
round-draws = { $count ->
    [one] nul
   *[other] nuls
    }

# Le panneau à côté de la grille

round-resume = Reprendre
round-review-step = Revue : coup { $step } sur { $count }
round-replay-won = { $mark } a gagné
round-replay-draw = Match nul
round-replay-unfinished = Partie inachevée
round-replay-moves = { $count ->
    [one] Replay : { $count } coup
   *[other] Replay : { $count } coups
    }
round-score-and-rating = { $score }. { $rating }
round-rated-match = Partie rapide classée
round-room = Salon
round-copy-code = Copier le code
round-copy-link = Copier le lien
round-copy-watch-link = Copier le lien spectateur
round-moves = Coups
round-moves-none = Aucun pour l'instant

# Quitter une manche

round-leave-room = Quitter le salon ?
round-leave-room-why = Ton ami verra que tu as quitté le salon, et cette manche ne comptera pas.
round-leave-round = Quitter cette manche ?
round-leave-round-why = Elle n'est pas terminée, elle ne comptera donc pas.
round-leave = Quitter
round-keep-playing = Continuer
round-leave-keys = Enter pour quitter, Esc pour continuer.
round-leave-room-said = Quitter le salon ? Enter pour quitter, Escape pour continuer
round-leave-round-said = Quitter cette manche ? Enter pour quitter, Escape pour continuer



## Board

# L'analyse sur les cases et les contours du coach

board-wins = { $mark } gagne
board-draw = Nul
board-at-once = tout de suite
board-in-moves = { $count ->
    [one] en { $count } coup
   *[other] en { $count } coups
    }
board-chance = { $percent } %
board-analysing = Analyse…
board-best = la meilleure
board-better = meilleure
board-played = { $mark } a joué
board-judging = évaluation…



## Narration

# Ce que le jeu annonce pendant une manche, dans la ligne d'état et aux lecteurs d'écran.

narrate-round-started = Manche { $number }. { $score }
narrate-you-took = Tu as pris { $square }
narrate-took = { $name } a pris { $square }
narrate-square-number = la case { $number }
narrate-square-ultimate = la case { $square } de la grille { $board }
narrate-your-turn = À toi ({ $mark })
narrate-turn = Au tour de { $name } ({ $mark })
narrate-thinking = { $name } réfléchit ({ $mark })

# Coups refusés

narrate-taken-number = La case { $number } est prise par { $mark } : choisis une case libre
narrate-taken-ultimate = La case { $square } de la grille { $board } est prise par { $mark } : choisis une case libre
narrate-taken-named = La case { $square } est prise par { $mark } : choisis une case libre
narrate-closed-board = La grille { $board } est fermée : joue dans une grille ouverte
narrate-wrong-board = Le dernier coup t'envoie sur la grille { $board } : joue dans la grille encadrée
narrate-off-board = Ce n'est pas une case de cette grille
narrate-round-over = La manche est finie : appuie sur Enter ou R pour rejouer, Esc pour le menu
narrate-watching = Tu regardes : seuls les deux joueurs jouent
narrate-wait-computer = Attends : c'est à l'ordinateur de jouer
narrate-wait = Attends : c'est à { $name } de jouer
narrate-one-at-a-time = Un coup à la fois
narrate-looking-back = Tu regardes un coup précédent : « Retour à la partie » (End) ou « Jouer d'ici » (P)

# Annuler des coups

narrate-moves-and = { $first } et { $second }
narrate-undid = Annulé : { $moves }
narrate-redid = Rétabli : { $moves }
narrate-playing-from = La partie reprend au coup { $number } : les coups suivants peuvent être rétablis
narrate-nothing-to-undo = Aucun coup à annuler
narrate-nothing-to-redo = Aucun coup à rétablir
narrate-only-computer-moves = Aucun de tes coups à annuler : l'ordinateur a joué en premier
narrate-no-take-backs-online = Pas de retour en arrière en ligne : les coups joués sont définitifs
narrate-no-take-backs-replay = Un replay montre la partie telle qu'elle a été jouée : parcours-la avec « Revue »
narrate-no-such-move = Le coup { $number } n'existe pas : { $moves ->
    [one] la partie n'en compte que { $moves }
   *[other] la partie n'en compte que { $moves }
    }
narrate-round-reopened = La manche est rouverte et son résultat ne compte plus. { $score }

# Résultats et score

narrate-result-draw = Match nul
narrate-result-you-win = Tu as gagné !
narrate-result-you-win-on-time = Tu as gagné au temps !
narrate-result-computer-wins = L'ordinateur a gagné
narrate-result-wins = { $name } a gagné !
narrate-result-wins-on-time = { $name } a gagné au temps !
narrate-result-help = { $result }. { $help }
narrate-result-exclaimed-help = { $result } { $help }
narrate-score-yours = Score : victoires { $won }, défaites { $lost }, nuls { $drawn }
narrate-score = Score : { $first } { $first_wins }, { $second } { $second_wins }, nuls { $draws }

# Les choix du menu, annoncés quand ils changent

narrate-menu = Menu : { $mode }, { $first }, { $board }. { $enter }
narrate-menu-with-strength = Menu : { $mode }, { $strength }, { $first }, { $board }. { $enter }
narrate-menu-you-first = tu commences
narrate-menu-friend-first = ton ami commence
narrate-menu-computer-first = l'ordinateur commence
narrate-menu-named-first = { $name } commence
narrate-menu-random-first = premier joueur au hasard
narrate-menu-take-turns = les joueurs commencent à tour de rôle
narrate-menu-offline = Le jeu en ligne nécessite le réseau, et cet appareil est hors ligne ; tout le reste fonctionne sans
narrate-menu-enter-finds = Enter cherche un joueur
narrate-menu-enter-starts = Enter lance la partie

## Online



## Coach



## Statistics and review

stats-record-you-vs = Toi vs { $strength }, { $board }
stats-record-itself = { $strength } contre lui-même, { $board }
stats-record-two-players = Deux joueurs, { $board }

# Replays

replay-link-after-round = Un lien de replay est créé à la fin de la manche
replay-finish-round-first = Termine ou quitte cette manche pour ouvrir un replay
replay-opened-win = Replay de { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
    }, { $mark } a gagné : parcours-le avec les flèches
replay-opened-draw = Replay de { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
    }, match nul : parcours-le avec les flèches
replay-opened-unfinished = Replay de { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
    }, partie inachevée : parcours-le avec les flèches
replay-error-empty = Impossible d'ouvrir ce lien de replay : le replay est vide
replay-error-too-long = Impossible d'ouvrir ce lien de replay : le replay compte { $letters ->
    [one] { $letters } lettre
   *[other] { $letters } lettres
    }, plus que n'importe quelle partie
replay-error-unknown-board = Impossible d'ouvrir ce lien de replay : le replay commence par « { $letter } », qui ne désigne aucune grille (3, 4, 5 ou u)
replay-error-not-a-letter = Impossible d'ouvrir ce lien de replay : le replay contient « { $letter } », qui ne sert à écrire aucun coup
replay-error-cut-short = Impossible d'ouvrir ce lien de replay : le replay s'arrête au milieu d'un coup
replay-error-off-the-board = Impossible d'ouvrir ce lien de replay : le coup { $number } du replay est hors de la grille
replay-error-taken = Impossible d'ouvrir ce lien de replay : le coup { $number } du replay (case { $square }) ne peut pas être joué : cette case est prise par { $mark }
replay-error-square-off-board = Impossible d'ouvrir ce lien de replay : le coup { $number } du replay (case { $square }) ne peut pas être joué : la ligne { $row }, colonne { $column } est hors de la grille
replay-error-game-over = Impossible d'ouvrir ce lien de replay : le coup { $number } du replay (case { $square }) ne peut pas être joué : la partie est finie
replay-error-closed-board = Impossible d'ouvrir ce lien de replay : le coup { $number } du replay (case { $square }) ne peut pas être joué : la grille { $board } est fermée, il faut jouer dans une grille ouverte
replay-error-wrong-board = Impossible d'ouvrir ce lien de replay : le coup { $number } du replay (case { $square }) ne peut pas être joué : le dernier coup envoie sur la grille { $board }
replay-error-moves-after-the-end = Impossible d'ouvrir ce lien de replay : le coup { $number } du replay vient après la fin de la partie
replay-error-unfinished = Impossible d'ouvrir ce lien de replay : la partie du replay n'a jamais été terminée


## Page: the browser page's own words, before the game starts (web/theme.js
## and web/main.js read these at build time; single lines only).

page-description = Morpion sur grilles 3 x 3, 4 x 4 et 5 x 5 : contre un ami, en ligne ou contre un ordinateur qui ne perd jamais, avec un coach qui montre l'issue de chaque case. Fonctionne hors ligne une fois chargé.
page-app-description = Morpion sur grilles 3 x 3, 4 x 4 et 5 x 5, contre un ami, en ligne ou contre l'ordinateur, avec un coach.
page-canvas = Morpion. Les coups et les résultats sont annoncés ci-dessous.
page-how-to-play = Clique ou touche une case pour y jouer. Une fois le jeu lancé, ce texte décrit toutes les touches qu'il reconnaît.
page-loading = Chargement du jeu…
page-loading-percent = Chargement du jeu… { $percent } %
page-starting = Démarrage…
page-no-webgl-heading = Le jeu ne peut pas démarrer
page-no-webgl = Ce jeu s'affiche avec WebGL2, que ce navigateur ne propose pas (ou a désactivé). Une version récente de Firefox, Chrome, Edge ou Safari le fera tourner.
page-stopped-heading = Le jeu s'est arrêté
page-stopped = Le jeu s'est arrêté : { $reason }. Recharge la page pour rejouer.
page-not-started = Le jeu n'a pas pu démarrer : { $reason }. Une version récente de Firefox, Chrome, Edge ou Safari avec WebGL2 le fera tourner.
page-not-loaded = Les fichiers du jeu n'ont pas pu être chargés ({ $reason }). Vérifie la connexion et recharge la page.
page-internal-error = une erreur interne (la console du navigateur peut en dire plus)
page-unknown-error = une erreur inconnue
page-update = Une nouvelle version du jeu est prête.
page-reload = Recharger
