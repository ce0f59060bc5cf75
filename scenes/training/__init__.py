"""The training room: its menu, the strategy and counting drills, the heat map
of mistakes, the count overlay of the Classic table and the Statistics pages
of drill results.  The drills' logic is ``game.training``; these only draw and
take input."""
