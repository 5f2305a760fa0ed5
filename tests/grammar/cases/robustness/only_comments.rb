# only a comment
# and another

   # indented
