# {{note}}
# CMS's Polygon loader (cmscontrib/loaders/polygon.py) reads this file: the
# groups of data/groups.tsv as GroupMin subtasks of [points, tests] (a "sum"
# group's tests each a subtask of its own), as the italy_yaml export has them;
# `general` goes into the task: a contestant's best submission counts (the
# column's default, max_tokened_last, would score the last one).
general = {"score_mode": "max"}
datasets = {"tests": {"score_type": "GroupMin", "score_type_parameters": {{subtasks}}}}
