# Tic-Tac-Toe: ru. Every id of en.ftl, in this language.
