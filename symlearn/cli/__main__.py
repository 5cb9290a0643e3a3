import sys

from symlearn.cli import main

sys.exit(main())
