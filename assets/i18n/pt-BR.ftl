# Tic-Tac-Toe: pt-BR. Every id of en.ftl, in this language.
