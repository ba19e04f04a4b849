# Tic-Tac-Toe: es. Every id of en.ftl, in this language.
