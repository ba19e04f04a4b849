# Tic-Tac-Toe: ja. Every id of en.ftl, in this language.
