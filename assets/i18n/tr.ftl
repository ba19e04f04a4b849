# Tic-Tac-Toe: tr. Every id of en.ftl, in this language.
