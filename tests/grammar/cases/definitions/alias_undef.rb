alias new old
alias :new :old
alias $new $old
alias_method :new, :old
alias to_s inspect
undef x, y
undef :z
alias x y=
alias a= b=
