# Tic-Tac-Toe: ko. Every id of en.ftl, in this language.
