# Tic-Tac-Toe: it. Every id of en.ftl, in this language.
