"""The analysis as text: the command line's table and JSON, and record comments.

Record comments (``{...}`` after a move, as PGN does) keep an analysis with the
game. The comment after move *k* describes the position after it, and the
record's ``Analysis`` tag the seconds per position and the start position::

    [Analysis "0.25 s; 52.0% best d4 pv d4 e5"]
    1. c3 {47.5% best e5 pv e5 f6} d4 {?! 61.0% best c2 pv c2}

An evaluation is ``[MARK] CHANCE [best MOVE] [pv MOVE ...]``: CHANCE is Black's
win chance (``52.0%``) or a proven result (``black-wins``, ``white-wins``); MARK
is the judgement of the move just played (``?!``, ``?``, ``??``), written for
readers and recomputed, not read, when the analysis is loaded.
"""

from __future__ import annotations

import json
import re

from tanbo.ai.analysis import MARKS, GameAnalysis, MoveJudgement, PositionEval
from tanbo.game import BLACK, WHITE

__all__ = [
    "analysis_lines",
    "analysis_json",
    "eval_text",
    "parse_eval",
    "analysis_comments",
    "analysis_from_comments",
    "AnalysisTextError",
]

_NAMES = {BLACK: "black", WHITE: "white"}
_CHANCE = re.compile(r"(100(?:\.0)?|[0-9]{1,2}(?:\.[0-9])?)%")
_MOVE = re.compile(r"[a-z][1-9][0-9]?|pass")
_SECONDS = re.compile(r"([0-9]{1,4}(?:\.[0-9]{1,3})?) s")


class AnalysisTextError(ValueError):
    """An analysis comment or tag that does not follow the grammar above."""


def _pct(chance: float) -> str:
    return f"{100.0 * chance:.1f}%"


def _chance_text(ev: PositionEval) -> str:
    return f"{ev.proven}-wins" if ev.proven else _pct(ev.chance)


def eval_text(ev: PositionEval, mark: str = "") -> str:
    """One evaluation as comment text (see the module docstring)."""
    parts = [mark] if mark else []
    parts.append(_chance_text(ev))
    if ev.best:
        parts += ["best", ev.best]
    if ev.pv:
        parts += ["pv", *ev.pv]
    return " ".join(parts)


def parse_eval(text: str) -> PositionEval:
    """Read :func:`eval_text`'s output back (the mark is skipped)."""
    words = text.split()
    if words and words[0] in MARKS.values():
        words = words[1:]
    if not words:
        raise AnalysisTextError(f"empty evaluation {text[:60]!r}")
    head = words.pop(0)
    proven = None
    m = _CHANCE.fullmatch(head)
    if m is not None:
        chance = float(m.group(1)) / 100.0
    elif head in ("black-wins", "white-wins"):
        proven = head.split("-")[0]
        chance = 1.0 if proven == "black" else 0.0
    else:
        raise AnalysisTextError(f"expected a win chance such as 52.0% in {text[:60]!r}")
    best = None
    pv: list[str] = []
    if words[:1] == ["best"]:
        if len(words) < 2 or not _MOVE.fullmatch(words[1]):
            raise AnalysisTextError(f"expected a move after 'best' in {text[:60]!r}")
        best = words[1]
        words = words[2:]
    if words[:1] == ["pv"]:
        pv = words[1:]
        if not pv or not all(_MOVE.fullmatch(w) for w in pv):
            raise AnalysisTextError(f"expected moves after 'pv' in {text[:60]!r}")
        words = []
    if words:
        raise AnalysisTextError(f"unexpected {words[0][:20]!r} in {text[:60]!r}")
    return PositionEval(chance, proven, best, tuple(pv))


def analysis_comments(result: GameAnalysis) -> tuple[str, dict[int, str]]:
    """The ``Analysis`` tag's value and the comment after each move (by 1-based ply).

    Only evaluated positions are written; the tag holds the start position's
    evaluation when it is known.
    """
    tag = f"{result.seconds:g} s"
    start = result.evals.get(0)
    if start is not None:
        tag += "; " + eval_text(start)
    comments: dict[int, str] = {}
    for ply in range(1, len(result.moves) + 1):
        ev = result.evals.get(ply)
        if ev is None:
            continue
        judged = result.judgement(ply)
        comments[ply] = eval_text(ev, judged.mark if judged else "")
    return tag, comments


def analysis_from_comments(
    moves: list[str], movers: list[int], tag: str, comments: dict[int, str]
) -> GameAnalysis:
    """The analysis kept in a record (``AnalysisTextError`` if a comment is malformed)."""
    head, _, rest = tag.partition("; ")
    m = _SECONDS.fullmatch(head)
    if m is None or not float(m.group(1)) > 0:
        raise AnalysisTextError(f"expected '<seconds> s' at the start of {tag[:60]!r}")
    result = GameAnalysis(list(moves), list(movers), float(m.group(1)))
    if rest:
        result.evals[0] = parse_eval(rest)
    for ply, text in comments.items():
        if not 1 <= ply <= len(moves):
            raise AnalysisTextError(f"a comment after move {ply}, but the game has {len(moves)}")
        result.evals[ply] = parse_eval(text)
    return result


def _summary_lines(result: GameAnalysis) -> list[str]:
    lines = []
    for colour, row in result.summary().items():
        lines.append(
            f"{_NAMES[colour]}: {int(row['moves'])} moves judged, "
            f"{int(row['inaccuracy'])} inaccuracies (?!), {int(row['mistake'])} mistakes (?), "
            f"{int(row['blunder'])} blunders (??), mean loss {_pct(row['mean_loss'])}"
        )
    return lines


def _judgement_text(j: MoveJudgement) -> str:
    if j.judgement is None:
        return ""
    why = {"missed_win": " (missed a forced win)", "allowed_loss": " (allows a forced loss)"}
    return f"{j.mark} {j.judgement}{why.get(j.reason or '', '')}"


def analysis_lines(result: GameAnalysis) -> list[str]:
    """The command line's table: a line per move, then a summary line per player."""
    lines = [f"analysis: {result.seconds:g} s per position; Black's win chance before -> after"]
    for ply in range(1, len(result.moves) + 1):
        j = result.judgement(ply)
        before = result.evals[ply - 1]
        after = result.evals[ply]
        assert j is not None
        pv = " ".join(before.pv)
        lines.append(
            f"{ply:>4}  {_NAMES[j.mover]:<5}  {j.move:<5}  {_chance_text(before):>10} -> "
            f"{_chance_text(after):<10}  loss {_pct(j.loss):>6}  best {before.best or '-':<5}"
            f"  pv {pv or '-'}  {_judgement_text(j)}".rstrip()
        )
    return lines + _summary_lines(result)


def _eval_json(ev: PositionEval) -> dict[str, object]:
    return {"chance": round(ev.chance, 4), "proven": ev.proven, "best": ev.best,
            "pv": list(ev.pv), "iterations": ev.iterations}


def analysis_json(result: GameAnalysis, game: str) -> str:
    """The whole analysis as one JSON object (plies, evaluations, judgements, summary)."""
    plies = []
    for ply in range(1, len(result.moves) + 1):
        j = result.judgement(ply)
        assert j is not None
        plies.append({
            "ply": ply, "move": j.move, "mover": _NAMES[j.mover],
            "before": _eval_json(result.evals[ply - 1]), "after": _eval_json(result.evals[ply]),
            "loss": round(j.loss, 4), "judgement": j.judgement, "reason": j.reason,
        })
    summary = {
        _NAMES[c]: {k: (round(v, 4) if k == "mean_loss" else int(v)) for k, v in row.items()}
        for c, row in result.summary().items()
    }
    return json.dumps({"game": game, "seconds": result.seconds, "plies": plies,
                       "summary": summary}, ensure_ascii=False)
