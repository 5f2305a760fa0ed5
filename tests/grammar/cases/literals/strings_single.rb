'plain'
'keeps \n and \t literally'
'only \' and \\ are escapes'
''
