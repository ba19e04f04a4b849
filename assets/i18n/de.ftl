# Tic-Tac-Toe: de. Every id of en.ftl, in this language.
