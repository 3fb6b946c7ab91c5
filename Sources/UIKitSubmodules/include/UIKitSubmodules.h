// Nothing: the module exists so that Swift targets can depend on the module map beside it.
