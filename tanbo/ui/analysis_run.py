"""One game's analysis in the App: running it in frame slices and following the game.

:class:`GameAnalysisRun` holds one game's analysis (:mod:`tanbo.ai.analysis`)
and follows the game: when moves change, the evaluations of the positions that
did not change are kept and the rest dropped (a running analysis stops; starting
it again searches only what is missing). The App calls :meth:`GameAnalysisRun.step`
once a frame while it runs, like the computer player. How it is shown is
:mod:`tanbo.ui.analysis_panel`'s.
"""

from __future__ import annotations

from tanbo.ai.analysis import (
    DEPTHS,
    Analyser,
    GameAnalysis,
    MoveJudgement,
    PositionEval,
    game_moves,
)
from tanbo.ai.analysis_text import analysis_comments, analysis_from_comments
from tanbo.game import GameState

__all__ = ["GameAnalysisRun"]


class GameAnalysisRun:
    """One game's analysis: running, finished, or read back from the saved game."""

    def __init__(self) -> None:
        self.result: GameAnalysis | None = None
        self._moves: tuple[int, ...] = ()
        self._analyser: Analyser | None = None

    @property
    def running(self) -> bool:
        """True while positions are being searched."""
        return self._analyser is not None

    @property
    def progress(self) -> float:
        """How much of the running analysis is done, 0..1."""
        return self._analyser.progress if self._analyser is not None else 1.0

    def start(self, state: GameState, depth: str, seed: int | None = 0) -> None:
        """Analyse the game ending at ``state`` (what is already known is kept)."""
        self.follow(state)
        seconds = DEPTHS[depth]
        known = dict(self.result.evals) if self.result is not None else {}
        if self.result is not None and self.result.seconds != seconds:
            known = {}  # a new depth: judge every move at the same depth
        self._analyser = Analyser(state, seconds, seed, known=known)
        self.result = self._analyser.analysis
        self._moves = tuple(state.move_stack)

    def cancel(self) -> None:
        """Stop the running analysis; what it found stays."""
        if self._analyser is not None:
            self._analyser.cancel()
            self._analyser = None

    def step(self, budget_ms: float) -> bool:
        """One frame's slice; True when the analysis just finished."""
        if self._analyser is None:
            return False
        if self._analyser.step(budget_ms):
            self._analyser = None
            return True
        return False

    def follow(self, state: GameState) -> bool:
        """Keep up with the game's moves; True when something was dropped.

        Positions before the first changed move keep their evaluations; a running
        analysis stops (the game it was reading is gone).
        """
        if self.result is None:  # nothing to keep up to date (start() notes the moves)
            return False
        moves = tuple(state.move_stack)
        if moves == self._moves:
            return False
        same = 0
        for a, b in zip(moves, self._moves, strict=False):
            if a != b:
                break
            same += 1
        self.cancel()
        kept = {p: ev for p, ev in self.result.evals.items() if p <= same}
        texts, movers = game_moves(state)
        self.result = GameAnalysis(texts, movers, self.result.seconds, kept) if kept else None
        self._moves = moves
        return True

    def adopt(self, state: GameState, result: GameAnalysis) -> None:
        """Show ``result`` as the analysis of the game ending at ``state``."""
        self.cancel()
        self.result = result
        self._moves = tuple(state.move_stack)

    def clear(self) -> None:
        """Forget the analysis (a new game)."""
        self.cancel()
        self.result = None
        self._moves = ()

    # --------------------------------------------------------------- records

    def comments(self, state: GameState) -> tuple[str, dict[int, str]] | None:
        """The ``Analysis`` tag and the move comments to save with the game ending at
        ``state``, if any: only what still holds for its moves (:meth:`follow`)."""
        self.follow(state)
        if self.result is None or not self.result.evals:
            return None
        return analysis_comments(self.result)

    def restore(self, state: GameState, tag: str, comments: dict[int, str]) -> None:
        """Take the analysis saved with the game ending at ``state`` (``ValueError`` if bad)."""
        self.adopt(state, analysis_from_comments(*game_moves(state), tag, comments))

    # ---------------------------------------------------------------- asking

    def eval_at(self, ply: int) -> PositionEval | None:
        """The evaluation of the position after ``ply`` moves, once known."""
        return None if self.result is None else self.result.evals.get(ply)

    def judgement(self, ply: int) -> MoveJudgement | None:
        """The judgement of move ``ply`` (1-based), once both its positions are known."""
        return None if self.result is None else self.result.judgement(ply)
