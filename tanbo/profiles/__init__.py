"""Player profiles on the device: ratings, recorded games, statistics and top lists.

Pure Python, no pygame (issue 31's core; the screens are the UI's). One module owns
one thing:

- :mod:`.glicko2`: Glickman's Glicko-2 rating system (one rating period at a time);
- :mod:`.levels`: the computer levels' fixed ratings, derived from the measured ladder,
  and the suggestion of an even level;
- :mod:`.model`: profiles and recorded games in memory (:class:`~.model.ProfileData`);
- :mod:`.recording`: a finished game's record to the entries of the profiles who played;
- :mod:`.ratings`: the players' ratings over their games, one rating period per day;
- :mod:`.store`: the JSON file (strict reading, bounds, pruning, set aside when
  unreadable, export and import);
- :mod:`.stats`: statistics, streaks, activity, the rating series and the top lists.
"""
