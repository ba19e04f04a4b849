# Tic-Tac-Toe: pl. Every id of en.ftl, in this language.
