a ? b : c ? d : e
x = a || b ? c : d
