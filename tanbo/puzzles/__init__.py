"""STAND-IN for branch ``puzzles`` (deleted when it is merged): the puzzle API's shape."""
