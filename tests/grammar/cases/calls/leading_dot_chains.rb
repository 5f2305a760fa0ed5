result = list
  .map { |x| x * 2 }
  .select(&:even?)
  # a comment between links
  .first

value = obj
  &.maybe
  .then { 1 }
