#!/bin/sh
# The instructor's grade.sh of the hostile fixture: a submission's code must never change it.
echo "the fixture's own grade.sh"
