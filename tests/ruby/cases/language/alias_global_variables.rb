$primary = "p"
alias $secondary $primary
p $secondary
