[Document]
Status=Show
From board=1
To board=1
Crypto key=0
Checksum=0
Board 01=aaaaaabffffffkkkkkklpppppp015
