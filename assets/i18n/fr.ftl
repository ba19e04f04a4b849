# Morpion en français : les mêmes ids que en.ftl, dans le même ordre.

game-title = Morpion

## Names: the players' names until they type their own, and the computer's.

name-computer = Ordinateur
name-computer-numbered = Ordinateur { $number }
name-player = Joueur { $number }

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
settings-labels-misere = Toujours afficher les numéros des cases
settings-labels-qubic = Toujours afficher les noms des points (niveau, puis a1 à d4)
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
board-short-misere = Misère
board-short-qubic = Qubic
board-short-notakto = Notakto
board-classic = 3 x 3, trois alignés
board-four = 4 x 4, quatre alignés
board-five = 5 x 5, quatre alignés
board-ultimate = Ultimate : neuf grilles en une. Ta case envoie ton adversaire sur cette grille ; gagne trois grilles alignées
board-misere = Misère : 3 x 3, et qui aligne trois perd
board-qubic = Qubic : 4 x 4 x 4, quatre alignés sur l'une des 76 lignes du cube
board-notakto = Notakto : 3 x 3, les deux posent des X, et qui aligne trois perd
think-quick = Rapide
think-one-second = 1 seconde
think-five-seconds = 5 secondes
clock-none = Sans chrono
clock-seconds = { $seconds } s
theme-light = Clair
theme-dark = Sombre
theme-high-contrast = Contraste élevé



## Title screen

title-settings = Paramètres
title-statistics = Statistiques
# Sous chaque façon de jouer, sur sa carte.
title-blurb-human-vs-human = Deux joueurs, un appareil
title-blurb-human-vs-computer = Toi contre l'ordinateur
title-blurb-computer-vs-computer = Regarde deux ordinateurs jouer
title-blurb-online = N'importe qui, ou un ami avec un code
title-strength = Force de l'ordinateur
# Sous « Jouer » pendant une série ; $count : les manches jouées.
title-session-rounds = { $count ->
    [one] { $count } manche jouée pendant cette session : le score continue avec les mêmes joueurs
   *[other] { $count } manches jouées pendant cette session : le score continue avec les mêmes joueurs
    }

# Le résumé sous « Jouer » : « Grille 3 x 3 · tu commences ».
title-summary = { $board } · { $first }
title-summary-room = { $board } · un salon que tu crées : { $first }, { $seconds } s
title-summary-room-no-clock = { $board } · un salon que tu crées : { $first }, sans chrono
title-summary-board = Grille { $board }
title-first-random = premier joueur au hasard
title-first-take-turns = les joueurs commencent à tour de rôle
# En ligne : le joueur qui crée le salon.
title-first-maker = son créateur commence
title-first-friend = l'ami qui le rejoint commence
title-first-you = tu commences
title-first-computer = l'ordinateur commence
title-first-named = { $name } commence
# Ouvre les paramètres.
title-change = Modifier…

# En ligne. $code : le code d'un salon (« KXMTRAB »).
title-back-to-room = Retour à ta partie (salon { $code })
title-stop-looking = Arrêter la recherche
title-play-the-computer = Jouer plutôt contre l'ordinateur
title-quick-match = Partie rapide
title-quick-match-in = Partie rapide dans { $time }
title-quick-match-note = Affronte un joueur qui cherche aussi une partie sur ta grille. Partie classée.
title-play-a-friend = Ou joue avec un ami
title-create-room = Créer un salon
title-create-room-note = Tes choix de grille, de premier joueur et de chrono s'appliquent ; ton ami te rejoint avec le code ou le lien du salon.
title-join-note = Ou rejoins le salon d'un ami avec son code, ou regarde sa partie :
title-code-hint = Code, par ex. KXMTRAB
title-room-code = Code du salon
title-join = Rejoindre
title-watch = Regarder

# La fiche des statistiques.
title-stats-title = Statistiques
title-stats-none = Aucune manche terminée pour l'instant.
title-stats-won = Victoires
title-stats-lost = Défaites
title-stats-drawn = Nuls
title-stats-best-streak = Meilleure série
title-stats-whose = Les victoires et les défaites sont celles du premier joueur : les tiennes contre l'ordinateur.
title-stats-reset-question = Réinitialiser toutes les statistiques ? C'est irréversible.
title-stats-reset-yes = Oui, réinitialiser
title-stats-reset-no = Non, les garder
title-stats-reset = Réinitialiser les statistiques…

# Le classement : le bouton de l'écran d'accueil et le titre de la fiche.
title-leaderboard = Classement
title-leaderboard-asking = Interrogation du serveur de jeu…
title-leaderboard-try-again = Réessayer
# $place : le rang ; $rating : la cote (« 1523 », ou « 1500? » tant qu'elle est incertaine).
title-leaderboard-you = { $games ->
    [one] Toi : n° { $place } avec { $rating } après { $games } partie classée
   *[other] Toi : n° { $place } avec { $rating } après { $games } parties classées
    }
title-leaderboard-you-unranked = { $games ->
    [one] Toi : { $rating } après { $games } partie classée
   *[other] Toi : { $rating } après { $games } parties classées
    } ; { $needs ->
    [one] encore { $needs } adversaire à affronter pour entrer au classement
   *[other] encore { $needs } adversaires à affronter pour entrer au classement
    }
title-leaderboard-you-none = Tu n'as encore aucune partie classée sur cette grille : une partie rapide est classée.
title-leaderboard-nobody = { $count ->
    [one] Personne n'est encore classé sur cette grille. On entre au classement après des parties classées contre { $count } adversaire.
   *[other] Personne n'est encore classé sur cette grille. On entre au classement après des parties classées contre { $count } adversaires différents.
    }
title-leaderboard-nobody-provisional = { $count ->
    [one] Personne n'est encore classé sur cette grille. On entre au classement après des parties classées contre { $count } adversaire. Dans ta cote, un point d'interrogation signifie qu'il y a encore trop peu de parties pour être sûr.
   *[other] Personne n'est encore classé sur cette grille. On entre au classement après des parties classées contre { $count } adversaires différents. Dans ta cote, un point d'interrogation signifie qu'il y a encore trop peu de parties pour être sûr.
    }
# Les en-têtes du tableau : rang, nom, cote, parties classées.
title-leaderboard-place = #
title-leaderboard-player = Joueur
title-leaderboard-rating = Cote
title-leaderboard-games = Parties
title-leaderboard-about = { $count ->
    [one] Les cotes sont calculées en Glicko-2, par grille ; un point d'interrogation signifie trop peu de parties pour être sûr. On entre au classement après des parties classées contre { $count } adversaire.
   *[other] Les cotes sont calculées en Glicko-2, par grille ; un point d'interrogation signifie trop peu de parties pour être sûr. On entre au classement après des parties classées contre { $count } adversaires différents.
    } Seuls comptent les adversaires eux-mêmes classés, sans point d'interrogation (tant qu'une grille n'en a pas 11 : quiconque a joué contre 10 autres et n'affiche pas de point d'interrogation) ; une victoire contre tout autre rapporte au plus { $most } points, et ces victoires { $all } en tout.



## Keys and help

keys-arrow-keys = Flèches

# Les rubriques sous lesquelles l'aide range les touches.
keys-when-menu = Sur l'écran d'accueil
keys-when-round = Pendant une manche
keys-when-looking-back = En regardant un coup précédent
keys-when-over = Après une manche
keys-when-reviewing = Pendant une revue
keys-when-board = Pendant et après une manche
keys-when-anywhere = Partout

# Deux touches qui font la même chose : « U ou Ctrl+Z ».
keys-either = { $first } ou { $second }
keys-plain-item = { $keys } : { $what }
keys-plain-separator = {" ; "}
keys-plain-section = { $heading } : { $items }.

# Les libellés des boutons (une touche fait la même chose).
keys-button-start = Jouer
keys-button-quit = Quitter
keys-button-undo = Annuler
keys-button-redo = Rétablir
keys-button-hint = Indice
keys-button-analysis = Analyse
keys-button-back-to-game = Retour à la partie
keys-button-play-from-here = Jouer d'ici
keys-button-leave-round = Menu
keys-button-close-review = Fermer
keys-button-play-again = Rejouer
keys-button-review = Revoir
keys-button-copy-replay-link = Copier le replay
keys-button-report-threw = A perdu exprès
keys-button-report-unfair = Jeu déloyal
keys-button-review-previous = Précédent
keys-button-review-next = Suivant
keys-button-back-to-menu = Menu
keys-button-toggle-labels = Noms des cases
keys-button-toggle-sound = Son
keys-button-help = Aide

# Ce que fait chaque touche, dans l'aide.
keys-what-start = Jouer (ou ouvrir un salon, en ligne)
keys-what-quit = Quitter (application de bureau) ; pendant la recherche d'un adversaire, arrêter de chercher
keys-what-play-square = Jouer une case en 3 x 3 (en Ultimate, une grille puis sa case) : 7 8 9 forment la rangée du haut, comme sur un pavé numérique
keys-what-move-cursor = Déplacer le curseur sur la grille
keys-what-place-at-cursor = Jouer la case sous le curseur
keys-what-undo = Annuler (contre l'ordinateur, sa réponse et ton coup)
keys-what-redo = Rétablir
keys-what-hint = Indice : les meilleures cases et ce qu'elles donnent
keys-what-analysis = Analyse : ce que donne chaque case vide
keys-what-back-to-game = Revenir tout de suite à la partie
keys-what-play-from-here = Reprendre la partie à partir du coup affiché (les coups suivants pourront être rétablis)
keys-what-earlier = Voir la grille un coup plus tôt
keys-what-later = Voir la grille un coup plus tard
keys-what-first-position = Voir la grille vide
keys-what-leave-round = Quitter la manche pour l'écran d'accueil (après confirmation)
keys-what-close-review = Fermer la revue
keys-what-play-again = Rejouer ; le score continue
keys-what-review = Revoir la manche coup par coup
keys-what-copy-replay-link = Copier un lien qui ouvre le replay de cette partie dans un navigateur
keys-what-report-threw = Après une partie classée en ligne, signaler l'adversaire pour avoir perdu exprès
keys-what-report-unfair = Après une partie classée en ligne, signaler l'adversaire pour jeu déloyal (aide d'un programme ou d'une personne)
keys-what-review-previous = Revoir le coup précédent
keys-what-review-next = Revoir le coup suivant
keys-what-back-to-menu = Revenir à l'écran d'accueil
keys-what-toggle-labels = Afficher ou masquer les noms des cases
keys-what-toggle-sound = Couper ou remettre le son
keys-what-help = Afficher ou masquer toutes les touches

# La fiche d'aide (? ou F1).
help-title = Comment jouer
# Des espaces insécables gardent « 3 x 3 » sur une ligne.
help-rules = Les joueurs posent X et O à tour de rôle. Trois alignés gagnent en 3 x 3 ; quatre alignés en 4 x 4 et 5 x 5. Clique ou touche une case pour y jouer.
help-ultimate = Ultimate : neuf petites grilles en une. Trois alignés gagnent une petite grille ; trois petites grilles alignées gagnent la partie. La case que tu prends envoie ton adversaire sur la petite grille au même endroit, qui est encadrée ; s'il est envoyé sur une grille gagnée ou pleine, il peut jouer dans n'importe quelle grille ouverte. Au clavier : 1-9 (disposition du pavé numérique) désigne la case, précédé d'un premier 1-9 pour la grille quand le choix est libre.
help-misere = Misère : aligner trois fait perdre. Qui complète une ligne donne la victoire à l'autre ; une grille pleine sans ligne est un match nul. Moyen suit des règles qu'on peut apprendre : ne jamais compléter une ligne tant qu'une autre case est libre ; s'il commence, prendre le centre, puis répondre à chaque coup par la case opposée à travers le centre ; sinon, rester loin de ses propres marques.
help-qubic = Qubic : quatre alignés dans un cube de 4 x 4 x 4, dessiné en ses quatre niveaux : 1 en haut à gauche, 2 en haut à droite, 3 en bas à gauche, 4 en bas à droite. Une ligne reste dans un niveau, traverse les quatre niveaux tout droit ou en diagonale : 76 lignes en tout. Un point se nomme par son niveau et sa case, comme 2b3. Qui commence peut forcer la victoire. Moyen gagne s'il le peut, sinon bloque, sinon prend l'un des 16 points situés sur sept lignes (les coins du cube et ses huit points intérieurs). L'indice de l'entraîneur donne le coup de l'ordinateur et dit pourquoi (un gain, un blocage ou le choix de sa recherche), et l'analyse marque qui gagne aux points où une suite de menaces le prouve ; la revue ne connaît pas encore Qubic.
help-notakto = Notakto : les deux joueurs posent des X, et qui complète un alignement de trois, quelles que soient les marques, perd ; il n'y a pas de match nul. Chaque marque garde la couleur de son joueur, et le jeu appelle toujours le premier joueur X et le second O. Le premier peut forcer la victoire. Moyen suit des règles qu'on peut apprendre : ne jamais compléter une ligne tant qu'une autre case est libre ; s'il commence, prendre le centre, puis une case à un saut de cavalier (deux dans un sens, une de côté) de la première marque de l'adversaire ; prendre une case après laquelle chaque case libre complète une ligne.
help-buttons = Boutons
help-buttons-note = Tab et Shift+Tab passent d'un bouton à l'autre, et Space ou Enter appuie sur celui qui est entouré. Pendant une manche, les flèches, Enter et Space servent à la grille jusqu'à ce que Tab passe dans le panneau ; Esc les lui rend. Dans le navigateur, Tab après le dernier bouton du panneau mène aux cases de la grille, présentées comme des boutons.

# Une touche qui ne fait rien à cet endroit ; $key est son nom (« Q », « F5 »).
keys-unbound-menu = { $key } ne fait rien ici : Enter pour jouer ; ? affiche toutes les touches
keys-unbound-classic = { $key } ne fait rien ici : appuie sur 1-9 (disposition du pavé numérique) ou clique sur une case ; ? affiche toutes les touches
keys-unbound-ultimate = { $key } ne fait rien ici : appuie sur 1-9 pour une case de la grille encadrée (d'abord une grille quand le choix est libre), ou clique sur une case ; ? affiche toutes les touches
keys-unbound-large = { $key } ne fait rien ici : clique sur une case, ou utilise les flèches et Enter ; ? affiche toutes les touches
keys-unbound-over = { $key } ne fait rien ici : Enter pour rejouer, V pour revoir la manche, Esc pour le menu ; ? affiche toutes les touches
# Touches numériques en Ultimate : $board et $number vont de 1 à 9, comme sur un pavé numérique.
keys-not-ultimate = Ce n'est pas une grille Ultimate
keys-no-such-square = Il n'y a pas de case { $number }
keys-board-closed = La grille { $board } est fermée : choisis une grille ouverte, 1-9
keys-no-such-square-sent = Il n'y a pas de case { $number } : le dernier coup t'envoie sur la grille { $board }, cases 1-9
keys-no-such-board = Il n'y a pas de grille { $number } : les grilles vont de 1 à 9, disposées comme le pavé numérique
keys-board-picked = Grille { $board } : maintenant sa case, 1-9 (0 pour choisir une autre grille)
keys-pick-a-board = Choisis une grille, 1-9 (disposition du pavé numérique)
keys-numbers-classic-only = Les touches numériques ne choisissent une case que sur la grille 3 x 3 : clique sur une case, ou utilise les flèches et Enter
keys-no-such-square-classic = Il n'y a pas de case { $number } : les cases vont de 1 à 9, disposées comme le pavé numérique
keys-no-cursor = Choisis d'abord une case : les flèches pour te déplacer, Enter pour jouer
keys-sound-off = Son coupé
keys-sound-on = Son activé
# Un clic ou une touche à côté de la grille.
keys-outside-board = C'est en dehors de la grille : clique sur une case

# Le nom d'une commande pour les lecteurs d'écran, avec ses touches : « Annuler (U ou Ctrl+Z) ».
keys-spoken = { $label } ({ $keys })
# Ferme une fiche (Paramètres, Statistiques, l'aide).
keys-done = OK

# Ce que dit un lecteur d'écran quand le clavier atteint une commande.
focus-button = { $label }, bouton
focus-option = { $label }, option
focus-option-selected = { $label }, option, sélectionnée
focus-checkbox = { $label }, case à cocher
focus-checkbox-checked = { $label }, case à cocher, cochée
focus-checkbox-not-checked = { $label }, case à cocher, non cochée
focus-text-field = { $label }, champ de texte, { $text }
focus-text-field-empty = { $label }, champ de texte, vide
focus-text-field-unnamed = { $label }, champ de texte
focus-text-field-unnamed-selected = { $label }, champ de texte, sélectionné
focus-slider = { $label }, curseur
focus-slider-selected = { $label }, curseur, sélectionné
focus-section = { $label }, section
focus-section-selected = { $label }, section, sélectionnée
focus-selected = { $label }, sélectionné

# Les avis du jeu : la description des touches pour les lecteurs d'écran.
keys-describe = Clique ou touche une case pour y jouer, ou utilise les touches. { $keys }
clipboard-copied = Copié : { $text }
clipboard-failed = Copie impossible ({ $error }) : sélectionne plutôt le texte
saved-statistics-damaged = Les statistiques enregistrées étaient endommagées ({ $error }) et repartent de zéro ; les paramètres sont conservés
saved-statistics-not-saved = Les statistiques n'ont pas pu être enregistrées ({ $error })
saved-settings-partly = Paramètres enregistrés en partie illisibles, valeurs par défaut utilisées pour : { $problem }
saved-settings-partly-more = { $count ->
    [one] Paramètres enregistrés en partie illisibles, valeurs par défaut utilisées pour : { $problem } (et { $count } autre)
   *[other] Paramètres enregistrés en partie illisibles, valeurs par défaut utilisées pour : { $problem } (et { $count } autres)
    }
saved-settings-unreadable = Les paramètres enregistrés n'ont pas pu être lus ({ $error }) ; les valeurs par défaut sont utilisées
saved-settings-not-saved = Les paramètres n'ont pas pu être enregistrés ({ $error })

# La grille en boutons pour les lecteurs d'écran dans le navigateur : le nom du groupe.
grid-name = Grille, { $size } sur { $size }
grid-name-ultimate = Grille, Ultimate : neuf petites grilles de 3 sur 3
grid-name-qubic = Cube, Qubic : quatre niveaux de 4 sur 4
# Une case en Ultimate : $square, ses propres mots ; $board, la grille où se joue le coup (1 à 9).
grid-square-sent = { $square } ; tu joues dans la grille { $board }
grid-square-any = { $square } ; tu joues dans n'importe quelle grille ouverte
square-label-number = Case { $number }, { $place }, { $content }
square-label-named = Case { $square }, ligne { $row }, colonne { $column }, { $content }
square-label-ultimate = Grille { $board }, case { $square }, { $content }
square-label-qubic = Niveau { $layer }, case { $square }, { $content }
square-empty = vide
square-place = { $place ->
    [top-left] en haut à gauche
    [top] en haut
    [top-right] en haut à droite
    [left] à gauche
    [right] à droite
    [bottom-left] en bas à gauche
    [bottom] en bas
    [bottom-right] en bas à droite
   *[centre] au centre
}



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
round-report = Signaler :
round-reported = Signalé. Merci
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
narrate-sentence = { $text }.
narrate-sentences = { $first } { $second }
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
narrate-no-take-backs-replay = Un replay montre la partie telle qu'elle a été jouée : parcours-la avec « Revoir »
narrate-no-take-backs-engine = Ce moteur lit les tours de CodinGame et ne peut pas reprendre de coups
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
# Misère: the result, then who completed a line (and so lost). $mark: X or O;
# $result: the sentence above (the second form when it ends in "!").
narrate-result-misere = { $result }. { $mark } a aligné trois
narrate-result-misere-exclaimed = { $result } { $mark } a aligné trois
narrate-result-wins-on-time = { $name } a gagné au temps !
narrate-result-help = { $result }. { $help }
narrate-result-exclaimed-help = { $result } { $help }
narrate-score-yours = Score : victoires { $won }, défaites { $lost }, nuls { $drawn }
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

# La ligne d'état et l'écran d'accueil pendant la connexion. $address : l'adresse du serveur de jeu.
online-connecting = Connexion à { $address }…
online-reconnecting = Connexion perdue : reconnexion…
online-reconnected = Reconnecté
# Partie rapide : une autre recherche vient de la même adresse internet.
online-household = Quelqu'un d'autre à cette adresse cherche aussi une partie : la partie rapide n'oppose jamais deux joueurs de la même adresse (pour jouer l'un contre l'autre, arrête la recherche, puis crée un salon et partage son code)
online-household-alone = Quelqu'un d'autre à cette adresse cherche aussi une partie : la partie rapide n'oppose jamais deux joueurs de la même adresse (pour jouer l'un contre l'autre, arrête la recherche, puis crée un salon et partage son code) ; ou joue plutôt contre l'ordinateur
# $board : le nom court de la grille (« 3 x 3 », « Ultimate »).
online-searching = Recherche d'un joueur pour une partie en { $board }…
online-searching-alone = Personne de ton niveau ne cherche encore de partie en { $board } : la recherche s'élargit avec l'attente, ou joue plutôt contre l'ordinateur
online-waiting-for-friend = En attente de ton ami (code { $code })
online-wants-again = { $name } veut rejouer
online-waiting-again = En attente que { $name } accepte de rejouer
# $watchers : le nombre de spectateurs (0 n'affiche rien).
online-playing = Partie en ligne contre { $name }{ $watchers ->
        [0] {""}
        [one] , { $watchers } spectateur
       *[other] , { $watchers } spectateurs
    }
# $seconds : combien de temps le serveur garde sa place.
online-away = { $name } a perdu la connexion : on l'attend { $seconds } s
online-left = { $name } a quitté le salon
online-joined = { $name } a rejoint la partie
online-lost-connection = { $name } a perdu la connexion, en attente…
online-is-back = { $name } est de retour

# Regarder un salon : $others, combien d'autres regardent aussi (0 n'affiche rien).

online-watching-both = Tu regardes { $first } et { $second }{ $others ->
        [0] {""}
        [one] , avec { $others } autre spectateur
       *[other] , avec { $others } autres spectateurs
    }
online-watching-empty = Tu regardes le salon { $code } : en attente d'un second joueur{ $others ->
        [0] {""}
        [one] , avec { $others } autre spectateur
       *[other] , avec { $others } autres spectateurs
    }
online-watching-away = { $name } a perdu la connexion : on l'attend { $seconds } s{ $others ->
        [0] {""}
        [one] , avec { $others } autre spectateur
       *[other] , avec { $others } autres spectateurs
    }
online-watching-left = { $name } a quitté le salon{ $others ->
        [0] {""}
        [one] , avec { $others } autre spectateur
       *[other] , avec { $others } autres spectateurs
    }
online-watching-room = Tu regardes le salon { $code }

# L'accueil du serveur. $code : le code à sept lettres du salon.

online-back-in-room = De retour dans le salon { $code }, à ta place
online-found-player = Joueur trouvé : la partie commence
online-room-open = Le salon { $code } est ouvert : donne le code { $code } à ton ami
online-joined-room = Tu as rejoint le salon { $code }

# Problèmes de connexion

# $reason : pourquoi, un message closed-* (ou les mots du serveur).
online-room-closed = Le salon a été fermé : { $reason }

# Pourquoi un salon a été fermé, dans online-room-closed.
closed-stopped-looking = tu as arrêté la recherche
closed-left = tu as quitté le salon
closed-stopped-watching = tu as arrêté de regarder
closed-everyone-left = tout le monde est parti
closed-idle = le salon est resté inactif trop longtemps
closed-shutting-down = le serveur s'arrête
closed-called-off = la partie a été annulée
# Dit à un spectateur : $name n'a jamais joué le premier coup d'une partie rapide.
closed-called-off-by = la partie a été annulée : { $name } n'a jamais joué son premier coup
# $seconds : le temps qu'a un joueur pour jouer le premier coup d'une partie rapide.
closed-no-first-move = tu n'as pas joué ton premier coup en { $seconds ->
        [one] { $seconds } seconde
       *[other] { $seconds } secondes
    } : la partie a été annulée et n'est pas classée. Ta prochaine partie rapide pourra commencer dans une minute
# Une partie rapide annulée parce que $name n'a jamais joué ; le jeu cherche un autre joueur.
called-off-looking-again = { $name } n'a pas joué son premier coup : la partie a été annulée et n'est pas classée. Recherche d'un autre joueur…
online-connection-lost = Connexion au serveur perdue ({ $error }) : reconnexion
online-server-closed = le serveur a fermé la connexion
online-reconnect-failed = Impossible de se reconnecter au serveur : le salon est perdu
online-needs-network = Le jeu en ligne nécessite le réseau, et cet appareil est hors ligne ; tout le reste fonctionne sans
online-unreachable-page = Impossible de joindre le serveur de jeu à { $address } : le serveur de la page s'est peut-être arrêté
online-unreachable = Impossible de joindre le serveur de jeu à { $address } : est-il lancé ? (.ci/web en lance un ; son adresse est dans Paramètres)

# Commandes

# $typed : ce que le joueur a tapé comme code.
online-not-a-code = « { $typed } » n'est pas un code de salon : un code fait sept lettres, sans I, L ni O (qui ressemblent à 1 et 0), comme KXMTRAB
online-already-in-room = Tu es déjà dans un salon : quitte-le d'abord (Menu)
online-ran-out-of-time = Temps écoulé pour { $name }
online-seconds-left = { $seconds ->
        [one] Plus que { $seconds } seconde pour jouer
       *[other] Plus que { $seconds } secondes pour jouer
    }
online-asked-again = Tu as proposé une autre manche à { $name }

# Les cotes et le classement

# Après une manche classée. $delta : la variation avec son signe (« +16 », « -8 »).
online-rating-change = Ta cote : { $before } → { $after } ({ $delta })
online-reported = Signalé : les modérateurs examineront cette partie. Merci
online-report-nothing = Seul l'adversaire d'une partie classée en ligne peut être signalé, une fois par partie
online-unranked = { $needs ->
        [one] encore { $needs } adversaire à affronter pour entrer au classement
       *[other] encore { $needs } adversaires à affronter pour entrer au classement
    }
# Le classement pour un lecteur d'écran, tant que personne n'est classé.
online-leaderboard-empty = Classement en { $board } : personne n'est encore classé { $you ->
        [ranked] ; tu es n° { $place } avec { $rating }
        [unranked] ; tu as { $rating } : { $needs ->
            [one] encore { $needs } adversaire à affronter pour entrer au classement
           *[other] encore { $needs } adversaires à affronter pour entrer au classement
        }
       *[none] ; tu n'y as aucune partie classée
    }
online-leaderboard = Classement en { $board } : { $players ->
        [one] { $players } joueur
       *[other] { $players } joueurs
    }, premier { $leader } avec { $leader_rating } { $you ->
        [ranked] ; tu es n° { $place } avec { $rating }
        [unranked] ; tu as { $rating } : { $needs ->
            [one] encore { $needs } adversaire à affronter pour entrer au classement
           *[other] encore { $needs } adversaires à affronter pour entrer au classement
        }
       *[none] ; tu n'y as aucune partie classée
    }
online-leaderboard-unreadable = La réponse du serveur est illisible : s'agit-il d'une autre version ?
online-leaderboard-timeout = Le serveur n'a pas répondu à temps : réessaie



## Coach

coach-online = Le coach ne participe pas aux parties en ligne : celle-ci se joue entre toi et ton ami
coach-not-yet = La revue de l'entraîneur ne connaît pas encore ce jeu : l'indice et l'analyse, si
coach-hint-round-over = La manche est finie : pas d'indice à donner
coach-hint-past = Les indices concernent la partie en cours : reviens d'abord à la partie
coach-analysis-on-ultimate = Analyse activée : chaque case jouable au prochain coup affiche sa chance de gagner d'après la recherche du moteur
coach-analysis-on-qubic = Analyse activée : un point montre qui gagne là où une suite de menaces le prouve ; les autres restent ouverts
coach-analysis-on = Analyse activée : chaque case vide montre ce que donnerait un coup à cet endroit
coach-analysis-off = Analyse désactivée

# Indices. $mover : X ou O, le camp qui doit jouer.

# Ce que donne un jeu parfait. $winner : X ou O.
coach-outlook-win = { $winner } gagne en { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }
coach-outlook-draw = match nul
# $result : « draw », « win » ou « loss » ; $outlook : la phrase ci-dessus.
coach-hint-any = Indice pour { $mover } : n'importe quelle case { $result ->
        [draw] garde le nul
        [win] gagne ({ $outlook })
       *[loss] résiste le plus longtemps ({ $outlook })
    }
# $square : le nom d'une case (« 5 », « c2 »).
coach-hint-one = Indice pour { $mover } : la case { $square } { $result ->
        [draw] garde le nul
        [win] gagne ({ $outlook })
       *[loss] résiste le plus longtemps ({ $outlook })
    }
coach-hint-computer = Indice pour { $mover } : { $square } { $result ->
        [win] gagne à coup sûr
        [block] bloque une ligne à laquelle il ne manque qu'une marque
       *[choice] est le choix de l'ordinateur (aucun gain forcé en vue)
    }
# $squares : une liste de cases (« 1, 3 ou 7 »).
coach-hint-many = Indice pour { $mover } : les cases { $squares } { $result ->
        [draw] gardent le nul
        [win] gagnent ({ $outlook })
       *[loss] résistent le plus longtemps ({ $outlook })
    }
# Ultimate : $board et $square vont de 1 à 9 ; « chance » avec $percent, la chance de gagner d’après la recherche du moteur.
coach-hint-engine = Indice pour { $mover } : la case { $square } de la grille { $board } { $result ->
        [win] gagne
        [draw] garde le nul
        [loss] résiste le plus longtemps
       *[chance] donne à { $mover } { $percent } % de chances de gagner d'après la recherche du moteur
    }
# Listes : « 1, 3 ou 7 ».
coach-list-or = { $first } ou { $last }
coach-list-comma = { $first }, { $rest }

# La chronologie et la revue. $number : le numéro d'un coup ; $total : le nombre de coups ; $played : un coup (« X 5 », « O c2 »).

coach-viewing-start = Tu regardes le début, avant le coup 1 sur { $total }
coach-viewing-move = Tu regardes le coup { $number } sur { $total } : { $played }
# End et P : les touches.
coach-viewing-start-read-only = Tu regardes le début, avant le coup 1 sur { $total }. La grille est en lecture seule : « Retour à la partie » (End) ou « Jouer d'ici » (P)
coach-viewing-move-read-only = Tu regardes le coup { $number } sur { $total } : { $played }. La grille est en lecture seule : « Retour à la partie » (End) ou « Jouer d'ici » (P)
coach-back-to-game = Retour à la partie
coach-pick-a-move = Choisis d'abord un coup dans la liste, puis reprends à partir de là
coach-no-moves = Aucun coup pour l'instant : rien à revoir
coach-review-closed = Revue fermée
coach-review-judging = Coup { $number } sur { $total } : { $played }, évaluation…
coach-review-mark = { $mark } ({ $number } sur { $total })
# L'appréciation d'un coup face au jeu parfait. $better : les meilleurs coups (« X 5 ou X 7 »).
coach-mark-best-win = Coup { $number } : { $played }, le meilleur : en route vers la victoire
coach-mark-best-draw = Coup { $number } : { $played }, le meilleur : il garde le nul
coach-mark-best-loss = Coup { $number } : { $played }, le meilleur : il résiste le plus longtemps
coach-mark-kept-win = Coup { $number } : { $played } gagne encore, mais { $better } gagne plus vite
coach-mark-kept-loss = Coup { $number } : { $played } perd plus vite que { $better }
coach-mark-mistake = Coup { $number } : { $played } { $what ->
        [force] a laissé { $opponent } forcer la victoire
        [slip] a transformé la victoire en nul
       *[changed] a changé le résultat
    } ; { $held ->
        [won] { $better } aurait gagné
        [draw] { $better } aurait gardé le nul
       *[lost] avec { $better }, { $opponent } aurait gagné
    }
# En Ultimate, face aux chances du moteur. $top : le choix du moteur (« X 5-3 »).
coach-mark-chance-choice = Coup { $number } : { $played }, le choix du moteur : { $played_percent } % de chances pour { $mover }
coach-mark-chance-as-good = Coup { $number } : { $played }, aussi bon que le choix du moteur { $top } : { $played_percent } % de chances pour { $mover } contre { $best_percent } %
coach-mark-chance-kept = Coup { $number } : { $played } a coûté { $points } points de chances à { $mover } (de { $best_percent } % à { $played_percent } %) ; { $better } était meilleur
coach-mark-chance-mistake = Coup { $number } : { $played } a fait perdre { $points } points de chances à { $mover } (de { $best_percent } % à { $played_percent } %) ; { $better } gardait { $best_percent } %

# L'aide utilisée pendant une manche, annoncée avec le résultat.

coach-used-hints = Tu as utilisé { $hints ->
        [one] { $hints } indice
       *[other] { $hints } indices
    }
coach-used-undos = Tu as utilisé { $undos ->
        [one] { $undos } annulation
       *[other] { $undos } annulations
    }
coach-used-both = Tu as utilisé { $hints ->
        [one] { $hints } indice
       *[other] { $hints } indices
    } et { $undos ->
        [one] { $undos } annulation
       *[other] { $undos } annulations
    }



## Statistics and review

stats-record-you-vs = Toi vs { $strength }, { $board }
stats-record-itself = { $strength } contre lui-même, { $board }
stats-record-two-players = Deux joueurs, { $board }
stats-record-online = En ligne, { $board } (les tiennes)

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


## Server refusals: what the game server would not do, worded by the game
## from the refusal's code and arguments (src/game/online/refusal.rs).

# Le temps d'attente, dans refusal-too-many-joins et refusal-too-soon.
refusal-wait-seconds = { $count ->
    [one] une seconde
   *[other] { $count } secondes
    }
refusal-wait-minutes = { $count ->
    [one] une minute
   *[other] { $count } minutes
    }
refusal-wait-hours = { $count ->
    [one] une heure
   *[other] { $count } heures
    }
refusal-wait-days = { $count ->
    [one] un jour
   *[other] { $count } jours
    }
# $server, $client : numéros de version du protocole.
refusal-version-update-game = Ce serveur utilise la version { $server } du protocole du jeu, et le jeu la version { $client } : recharge la page ou mets le jeu à jour
refusal-version-update-server = Ce serveur utilise la version { $server } du protocole du jeu, et le jeu la version { $client } : ce serveur est plus ancien que le jeu, demande à son hébergeur de le mettre à jour
refusal-too-large = Un message de { $bytes } octets dépasse la limite de { $limit }
refusal-too-fast = Plus de { $per_second } messages par seconde : celui-ci a été ignoré
refusal-too-fast-leaderboards = Les classements sont limités à { $per_second } par seconde et par adresse : réessaie dans une seconde
# $why : les mots du lecteur de messages, en anglais.
refusal-malformed = Ce n'est pas un message de ce jeu : { $why }
refusal-binary = Un message binaire de { $bytes } octets : ce jeu communique en texte
# $sentence : l'un des messages ci-dessus.
refusal-disconnected = { $sentence } ; trop de messages invalides, la connexion est donc fermée
# $code : le code d'un salon tel qu'il a été tapé, comme KXMTRAB.
refusal-no-such-room = Il n'y a pas de salon { $code } : vérifie le code
refusal-room-closed = Le salon a été fermé
refusal-room-full = Le salon { $code } a déjà deux joueurs
# $wait : refusal-wait-seconds ou refusal-wait-minutes.
refusal-too-many-joins = Trop de codes erronés depuis ton adresse : vérifie le code et réessaie dans { $wait }
refusal-bad-token = Ce jeton ne correspond à aucune place du salon { $code }
refusal-seat-given-up = Cette place a été libérée : rejoins un nouveau salon
refusal-seat-left = { $name } a quitté le salon
refusal-not-connected = Non connecté
refusal-searching-nobody-yet = Tu cherches une partie rapide : personne à affronter pour l'instant
refusal-no-room = Crée ou rejoins d'abord un salon
refusal-idle = Rien n'a été créé ni rejoint en { $seconds } s : fermeture de la connexion
refusal-already-in-room = Tu es déjà dans le salon { $code } : quitte-le d'abord
refusal-already-searching = Tu cherches une partie rapide : arrête d'abord la recherche
refusal-already-watching = Tu regardes un salon : arrête d'abord de le regarder
refusal-not-started = Ton ami n'a pas encore rejoint le salon
refusal-not-your-turn = C'est à { $name } de jouer
# $mark : X ou O.
refusal-move-taken = Cette case est prise par { $mark }
refusal-move-off-board = La ligne { $row }, colonne { $column } est hors de la grille
refusal-move-game-over = La partie est finie
# $board : une petite grille d'Ultimate, de 1 à 9 comme sur un pavé numérique.
refusal-move-closed-board = La grille { $board } est fermée : joue dans une grille ouverte
refusal-move-wrong-board = Le dernier coup t'envoie sur la grille { $board }
refusal-out-of-time = Ton temps est écoulé : cette manche est perdue. Propose de rejouer
refusal-round-over = Cette manche est finie : propose de rejouer
refusal-late = Ton temps pour ce coup était écoulé : la manche est perdue au temps
refusal-round-not-over = Termine d'abord cette manche
refusal-full = Le serveur est plein : réessaie dans quelques minutes
refusal-full-returning-only = Le serveur est plein : seuls les joueurs qui reviennent à leur place peuvent entrer pour l'instant. Réessaie dans quelques minutes
refusal-full-rooms = Le serveur a atteint son nombre maximal de salons : réessaie dans quelques minutes
refusal-address-rooms = { $count ->
    [one] Ton adresse a déjà { $count } salon ouvert ici : termine-le ou quitte-le d'abord
   *[other] Ton adresse a déjà { $count } salons ouverts ici : termine ou quitte d'abord l'un d'eux
    }
refusal-address-searches = { $count ->
    [one] Ton adresse a déjà { $count } recherche de partie en cours ici : arrête-la d'abord
   *[other] Ton adresse a déjà { $count } recherches de partie en cours ici : arrête d'abord l'une d'elles
    }
refusal-address-watching = { $count ->
    [one] Ton adresse regarde déjà { $count } salon d'ici : arrête d'abord de le regarder
   *[other] Ton adresse regarde déjà { $count } salons d'ici : arrête d'abord d'en regarder un
    }
refusal-lost-touch = Impossible de lancer de nouvelles parties pour l'instant : ce serveur a perdu le contact avec les autres. Les parties en cours continuent ; réessaie dans une minute
refusal-no-answer = Le serveur du salon ne répond pas : réessaie dans un instant
refusal-name-computer = « { $name } » est le nom de l'ordinateur, et en ligne tu joues contre des personnes : choisis un autre nom dans Paramètres
refusal-name-rated = Un autre joueur est classé sous le nom « { $name } » : choisis un autre nom dans Paramètres
# $waiting : le nom du joueur qui est déjà dans le salon.
refusal-name-look-alike = « { $name } » ressemblerait trop à « { $waiting } », le nom du joueur qui attend dans le salon (les lettres diffèrent : autre alphabet ou caractères qui se ressemblent) : choisis un autre nom dans Paramètres
# $key : la clé de l'appareil ; $min, $max : sa longueur permise.
refusal-bad-player = « { $key } » n'est pas une clé d'appareil : le jeu envoie de { $min } à { $max } lettres, chiffres, « _ » ou « - » (recharge la page ou mets le jeu à jour)
# $games : combien de parties classées sont restées inachevées ; $wait : refusal-wait-*.
refusal-too-soon = Depuis cet appareil ou cette adresse, { $games ->
    [one] une partie classée est restée inachevée ou n'a pas commencé
   *[other] { $games } parties classées sont restées inachevées ou n'ont pas commencé
    } ces dernières 24 heures : ta prochaine partie rapide pourra commencer dans { $wait }
refusal-too-many-reports = Ton adresse a déjà fait { $count } signalements cette heure-ci : réessaie plus tard
refusal-nothing-to-report = Seul l'adversaire d'une partie classée qui vient de finir peut être signalé, une fois par partie
refusal-banned = Un modérateur a fermé les parties classées à cet appareil ou cette adresse ({ $why }) ; elles rouvriront dans { $wait }. Les salons entre amis restent ouverts comme toujours.
ban-reason-farming = des points gagnés contre d'autres appareils ou adresses d'un même joueur
ban-reason-camping = des parties rapides acceptées et jamais jouées
ban-reason-abuse = du harcèlement envers d'autres joueurs
ban-reason-cheating = l'aide d'un programme ou d'une autre personne en parties classées
# $seconds : le chrono demandé ; $a, $b, $c : les chronos proposés.
refusal-bad-clock = Un chrono de { $seconds } secondes par coup n'est pas proposé : choisis { $a }, { $b } ou { $c } secondes, ou sans chrono
refusal-watcher = Tu regardes le salon { $code } : seuls ses deux joueurs jouent
refusal-too-many-watchers = Le salon { $code } a atteint son nombre maximal de spectateurs : réessaie plus tard
refusal-replaced = Tu as ouvert le jeu ailleurs



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

## L'édition terminal (tictactoe-terminal)

terminal-menu-keys = 1-5 changent un choix, Enter lance la partie, s montre les statistiques, ? montre toutes les touches, q quitte
terminal-too-small = Agrandis le terminal à au moins { $columns } colonnes et { $rows } lignes pour cette grille
terminal-footer = ? montre toutes les touches, q quitte la manche
terminal-plain-move = { $turn } : tape une case ({ $example }), ou ? pour l'aide
terminal-plain-over = Enter rejoue, q revient au menu
terminal-plain-leave = y quitte la manche, n continue la partie
terminal-plain-unknown = « { $line } » ne veut rien dire ici : ? montre toutes les touches
terminal-plain-not-a-square = « { $line } » n'est pas une case ici : tapes-en une comme { $example }, ou ? pour l'aide
terminal-online-keys = Enter joue contre n'importe qui (partie rapide), c crée un salon, j rejoint celui d'un ami par son code, w le regarde, r affiche le classement
terminal-type-name = Tape un nom pour { $seat }, puis Enter (Esc garde l'ancien)
terminal-type-code = Tape le code du salon, puis Enter (Esc revient)
terminal-chance = { $mark } : { $percent } % de chances
terminal-sent-to = Joue dans la grille { $board } (ses cases 1-9)
terminal-any-board = Joue dans n'importe quelle grille ouverte : un premier 1-9 la choisit, un second sa case
terminal-help-keys = ↑ ↓ pour lire la suite, toute autre touche ferme
engine-playing-ours = Vous jouez contre { $name }, un moteur qui parle notre protocole
engine-playing-codingame = Vous jouez contre { $name }, un moteur qui lit les tours de CodinGame
engine-lost-no-start = { $name } n'a pas démarré ({ $why }) et perd la manche
engine-lost-slow = { $name } n'a pas joué en { $seconds } s et perd la manche
engine-lost-broken = { $name } s'est arrêté ou a mal répondu ({ $why }) et perd la manche
engine-lost-illegal = { $name } a joué { $square }, ce que les règles n'autorisent pas, et perd la manche
terminal-help-rules = Les joueurs posent X et O à tour de rôle. Trois alignés gagnent en 3 x 3 ; quatre alignés en 4 x 4 et 5 x 5. Joue une case par son chiffre, ou avec le curseur et Entrée ; un clic joue là où le terminal signale la souris.
terminal-report-confirm = Signaler { $name } pour cela ? Entrée envoie le signalement, Échap non
