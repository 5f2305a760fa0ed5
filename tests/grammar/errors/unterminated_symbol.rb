x = :"abc
