# Tic-Tac-Toe: zh-Hans. Every id of en.ftl, in this language.
