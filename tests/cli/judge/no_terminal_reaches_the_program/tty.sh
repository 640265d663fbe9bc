# Whether a controlling terminal can be opened (a program must not get the operator's).
if (exec 3</dev/tty) 2>/dev/null; then echo "has a terminal"; else echo "no terminal"; fi
