# Tic-Tac-Toe: uk. Every id of en.ftl, in this language.
