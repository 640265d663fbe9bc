# Written by bin/package 1.0 (commit COMMIT) from data/ of the SDOI2011 "Snake" toolkit; export again instead of editing.
# CMS's Polygon loader (cmscontrib/loaders/polygon.py) reads this file: the
# groups of data/groups.tsv as GroupMin subtasks of [points, tests] (a "sum"
# group's tests each a subtask of its own), as the italy_yaml export has them;
# `general` goes into the task: a contestant's best submission counts (the
# column's default, max_tokened_last, would score the last one).
general = {"score_mode": "max"}
datasets = {"tests": {"score_type": "GroupMin", "score_type_parameters": [[3,1],[3,1],[3,1],[3,1],[2,1],[2,1],[2,1],[3,1],[3,1],[3,1],[3,1],[2,1],[2,1],[2,1],[2,1],[3,1],[3,1],[3,1],[2,1],[2,1],[2,1],[3,1],[3,1],[3,1],[2,1],[2,1],[2,1],[3,1],[3,1],[3,1],[3,1],[3,1],[3,1],[2,1],[2,1],[2,1],[2,1],[2,1],[2,1],[2,1]]}}
