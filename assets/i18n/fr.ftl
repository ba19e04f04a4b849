# Tic-Tac-Toe: fr. Every id of en.ftl, in this language.
